import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryReceipt, Mailer } from '#application/mail/ports.ts';
import type { EmailMessage } from '#application/mail/schemas.ts';
import type { Logger } from '../logger.ts';

function toMail(from: string, message: EmailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
  };
}

/** Delivers through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly log: Logger;

  constructor(options: { smtpUrl: string; from: string; logger: Logger }) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
    this.from = options.from;
    this.log = options.logger.child({ component: 'mail' });
  }

  async send(message: EmailMessage): Promise<DeliveryReceipt> {
    const info = await this.transport.sendMail(toMail(this.from, message));
    this.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    return { messageId: info.messageId, destination: info.response ?? 'accepted' };
  }

  verify(): Promise<boolean> {
    return this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}

/** Writes each message as an `.eml` file (open it in any mail client) and logs it: the laptop default. */
export class FileMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly directory: string;
  private readonly log: Logger;

  constructor(options: { directory: string; from: string; logger: Logger }) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.from = options.from;
    this.directory = options.directory;
    this.log = options.logger.child({ component: 'mail' });
  }

  async send(message: EmailMessage): Promise<DeliveryReceipt> {
    const info = await this.transport.sendMail(toMail(this.from, message));
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
