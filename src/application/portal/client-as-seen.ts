import type { ClientRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { clientRecordNotFound } from '#domain/clients/errors.ts';

/**
 * The client whose portal the owner views, in the shape the portal's read use cases take: the owner's
 * view runs the same reads as the client's own portal, so it shows exactly what the client sees. Only
 * reads are ever given this client (never the open, approve or message use cases).
 */
export async function clientAsSeen(
  deps: { clients: ClientRepository },
  clientId: string,
): Promise<SessionClient> {
  const client = await deps.clients.findById(clientId);
  if (!client) throw clientRecordNotFound();
  return { id: client.id, name: client.name, email: client.email };
}
