import type { SiteLanguage } from '#domain/shared/language.ts';
import type { OwnerLanguage } from './ports.ts';

/** Who reads an owner's notice: the address it goes to and the owner's language at this moment. */
export interface OwnerReader {
  email: string;
  language: SiteLanguage;
}

/** What every use case that e-mails the owner is given: the notice address and the owner's language. */
export interface OwnerNoticeDeps {
  /** The owner's address (`CONTACT_EMAIL`). */
  ownerEmail: string;
  ownerLanguage: OwnerLanguage;
}

export async function ownerReader(deps: OwnerNoticeDeps): Promise<OwnerReader> {
  return { email: deps.ownerEmail, language: await deps.ownerLanguage.read() };
}
