import type { ClientRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { getClientSettings } from './get-client-settings.ts';
import { type PortalSettingsDto, type PortalTimeZoneInput, portalTimeZoneSchema } from './schemas.ts';

/**
 * The signed-in client chooses the zone the portal shows their times in (and their e-mails and the
 * proposal's PDF, which read the same field). Kept on the client record only: staff accounts read
 * London's time.
 */
export async function setClientTimeZone(
  deps: { clients: ClientRepository },
  client: SessionClient,
  input: PortalTimeZoneInput,
): Promise<PortalSettingsDto> {
  const { timeZone } = portalTimeZoneSchema.parse(input);
  await deps.clients.setTimeZone(client.id, timeZone);
  // The record read earlier in this request may be held as it was: the answer carries the new zone.
  return { ...(await getClientSettings(deps, client)), timeZone };
}
