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
