import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { DeliveryReceipt, Mailer } from '#application/mail/ports.ts';
import type { EmailMessage } from '#application/mail/schemas.ts';
import type { Logger } from '../logger.ts';

/**
 * A Message-ID made from the delivery's key, at the sender's domain: an e-mail sent again under the
 * same key (its job cut off between the server's acceptance and the record of it) is the same message,
 * which mail servers and clients that remove duplicates show once.
 */
function stableMessageId(from: string, deliveryKey: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(deliveryKey).digest('hex').slice(0, 32)}@${domain}>`;
}

function toMail(from: string, message: EmailMessage, deliveryKey?: string) {
  return {
    from,
    messageId: deliveryKey === undefined ? undefined : stableMessageId(from, deliveryKey),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

type Nodemailer = typeof import('nodemailer')['default'];

/**
 * A nodemailer transport made on the first message rather than at start: most web processes send no
 * mail for hours, and nodemailer costs about 20 MB resident once loaded.
 */
class LazyTransport<T extends Transporter> {
  private readonly create: (nodemailer: Nodemailer) => T;
  private transport: Promise<T> | undefined;

  constructor(create: (nodemailer: Nodemailer) => T) {
    this.create = create;
  }

  get(): Promise<T> {
    this.transport ??= import('nodemailer').then((module) => this.create(module.default));
    return this.transport;
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}

/** Delivers through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`). */
export class SmtpMailer implements Mailer {
  private readonly transport: LazyTransport<Transporter<SMTPTransport.SentMessageInfo>>;
  private readonly from: string;
  private readonly log: Logger;

  constructor(options: { smtpUrl: string; from: string; logger: Logger }) {
    this.transport = new LazyTransport((nodemailer) => nodemailer.createTransport(options.smtpUrl));
    this.from = options.from;
    this.log = options.logger.child({ component: 'mail' });
  }

  async send(message: EmailMessage, options: { deliveryKey?: string } = {}): Promise<DeliveryReceipt> {
    const transport = await this.transport.get();
    const info = await transport.sendMail(toMail(this.from, message, options.deliveryKey));
    this.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    return { messageId: info.messageId, destination: info.response ?? 'accepted' };
  }

  async verify(): Promise<boolean> {
    return (await this.transport.get()).verify();
  }

  close(): void {
    this.transport.close();
  }
}

/** Writes each message as an `.eml` file (open it in any mail client) and logs it: the laptop default. */
export class FileMailer implements Mailer {
  private readonly transport: LazyTransport<Transporter<StreamTransport.SentMessageInfo>>;
  private readonly from: string;
  private readonly directory: string;
  private readonly log: Logger;

  constructor(options: { directory: string; from: string; logger: Logger }) {
    this.transport = new LazyTransport((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    this.from = options.from;
    this.directory = options.directory;
    this.log = options.logger.child({ component: 'mail' });
  }

  async send(message: EmailMessage, options: { deliveryKey?: string } = {}): Promise<DeliveryReceipt> {
    const transport = await this.transport.get();
    const info = await transport.sendMail(toMail(this.from, message, options.deliveryKey));
    await mkdir(this.directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer);
    this.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to file');
    return { messageId: info.messageId, destination: file };
  }

  async verify(): Promise<boolean> {
    return true;
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, logger: options.logger })
    : new FileMailer({ directory: options.mailDir, from: options.from, logger: options.logger });
}
