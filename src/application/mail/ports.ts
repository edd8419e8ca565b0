import type { SiteLanguage } from '#domain/shared/language.ts';
import type { EmailMessage } from './schemas.ts';

export interface DeliveryReceipt {
  messageId: string;
  /** Where the message went: the SMTP server's answer or the `.eml` file written. */
  destination: string;
}

/** Delivers one e-mail now. Use cases never call it directly: they enqueue a `send-email` job. */
export interface Mailer {
  /** `deliveryKey`, when given, names the message for good: the same key makes the same Message-ID. */
  send(message: EmailMessage, options?: { deliveryKey?: string }): Promise<DeliveryReceipt>;
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

/**
 * The e-mails jobs have sent, each by a key that stays the same when its job runs again (a retry, or a
 * job taken up again after its worker was killed): what is recorded here is not sent a second time.
 */
export interface MailDeliveries {
  /** The Message-ID the e-mail went out with, or undefined when it has not been sent. */
  sentMessageId(key: string): Promise<string | undefined>;
  recordSent(key: string, messageId: string): Promise<void>;
}
