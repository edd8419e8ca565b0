import { clientNotFound } from '#domain/clients/errors.ts';
import type { ClientRepository } from './ports.ts';
import type { SessionClient } from './schemas.ts';

/**
 * The client record of the signed-in user. Client procedures act for this client only: the id comes
 * from the session, never from the browser.
 */
export async function findSessionClient(
  deps: { clients: ClientRepository },
  userId: string,
): Promise<SessionClient> {
  const client = await deps.clients.findByUserId(userId);
  if (!client) throw clientNotFound();
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    language: client.language,
    timeZone: client.timeZone,
  };
}
