import type { ClientRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import type { UserRepository } from '../accounts/ports.ts';
import { getClientSettings } from './get-client-settings.ts';
import { type PortalLanguageInput, type PortalSettingsDto, portalLanguageSchema } from './schemas.ts';

/**
 * The signed-in client chooses the language of the portal's e-mails. It is kept on their client record
 * and on the user account they sign in with, so /account shows the same choice (and a change there
 * reaches the client record too, `updateProfile`).
 */
export async function setClientLanguage(
  deps: { clients: ClientRepository; users: Pick<UserRepository, 'setLanguage'> },
  session: { client: SessionClient; userId: string },
  input: PortalLanguageInput,
): Promise<PortalSettingsDto> {
  const { language } = portalLanguageSchema.parse(input);
  await deps.users.setLanguage(session.userId, language);
  // The session's client is the record of this user account: the two cannot disagree.
  await deps.clients.setLanguageOfUser(session.userId, language);
  // The record read earlier in this request may be held as it was: the answer carries the new choice.
  return { ...(await getClientSettings(deps, session.client)), language };
}
