import type { ClientRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { clientNotFound } from '#domain/clients/errors.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { PortalSettingsDto } from './schemas.ts';

/** The Settings tab: the client's details as the business holds them (read-only), and their e-mails' language. */
export async function getClientSettings(
  deps: { clients: ClientRepository },
  client: SessionClient,
): Promise<PortalSettingsDto> {
  const record = await deps.clients.findById(client.id);
  if (!record) throw clientNotFound();
  return {
    name: record.name,
    email: record.email,
    phone: record.phone,
    company: record.company,
    language: readerLanguage(record.language),
    timeZone: record.timeZone,
  };
}
