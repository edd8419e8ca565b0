import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import type { MailTransportProbe } from '#application/system/ports.ts';

/** A mail server that has not greeted within this long is reported down rather than waited for. */
const SMTP_TIMEOUT_MS = 5000;

/**
 * The e-mail transport as `/admin/tests` sees it: with `SMTP_URL` an SMTP handshake (connect, EHLO,
 * STARTTLS and AUTH where the server asks for them, no message); without it, the `.eml` folder exists
 * and this process may write to it.
 */
export function createMailTransportProbe(options: {
  smtpUrl: string | undefined;
  mailDir: string;
}): MailTransportProbe {
  const { smtpUrl, mailDir } = options;
  if (!smtpUrl) {
    return {
      kind: 'files',
      async verify() {
        await mkdir(mailDir, { recursive: true });
        await access(mailDir, constants.W_OK);
      },
    };
  }
  return {
    kind: 'smtp',
    async verify() {
      // Loaded here, as the mailer loads it: most web processes never need nodemailer's 20 MB.
      const nodemailer = (await import('nodemailer')).default;
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
    },
  };
}
