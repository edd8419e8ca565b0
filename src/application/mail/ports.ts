import type { SiteLanguage } from '#domain/shared/language.ts';
import type { EmailMessage } from './schemas.ts';

export interface DeliveryReceipt {
  messageId: string;
  /** Where the message went: the SMTP server's answer or the `.eml` file written. */
  destination: string;
}

/** Delivers one e-mail now. Use cases never call it directly: they enqueue a `send-email` job. */
export interface Mailer {
  send(message: EmailMessage): Promise<DeliveryReceipt>;
  /** Whether the transport is reachable; used by readiness checks. */
  verify(): Promise<boolean>;
  close(): void;
}

/**
 * The language of the owner's account, for the notices the site e-mails the owner (its contact
 * address). Read at each notice, so a change on /account applies to the next one.
 */
export interface OwnerLanguage {
  /** The account's language; English when no owner account is found. */
  read(): Promise<SiteLanguage>;
}
