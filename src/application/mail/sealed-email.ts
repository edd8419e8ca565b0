import type { EmailSecrets, IssuedSecret, SecretReference } from './email-secrets.ts';
import type { EmailMessage } from './schemas.ts';

/** An e-mail whose secrets are slots (`{{secret:n}}`, `{{secret-uri:n}}` when URL-encoded) and their references. */
export interface SealedEmail {
  message: EmailMessage;
  secrets: SecretReference[];
}

const rawSlot = (n: number) => `{{secret:${n}}}`;
const uriSlot = (n: number) => `{{secret-uri:${n}}}`;

type Transform = (text: string) => string;

function mapMessage(message: EmailMessage, change: Transform): EmailMessage {
  return {
    ...message,
    subject: change(message.subject),
    text: change(message.text),
    ...(message.html === undefined ? {} : { html: change(message.html) }),
    ...(message.headers === undefined
      ? {}
      : {
          headers: Object.fromEntries(
            Object.entries(message.headers).map(([name, value]) => [name, change(value)]),
          ),
        }),
    ...(message.attachments === undefined
      ? {}
      : { attachments: message.attachments.map((part) => ({ ...part, content: change(part.content) })) }),
  };
}

/**
 * The rendered e-mail with each secret cut out for its slot. A secret the message does not carry as
 * it is (or URL-encoded) is refused: it might be in it in some other form, and the queue would hold it.
 */
export function sealEmail(message: EmailMessage, secrets: IssuedSecret[]): SealedEmail {
  const sealed = mapMessage(message, (text) =>
    secrets.reduce(
      (result, { secret }, n) =>
        result.replaceAll(encodeURIComponent(secret), uriSlot(n)).replaceAll(secret, rawSlot(n)),
      text,
    ),
  );
  secrets.forEach((_, n) => {
    const carried = [sealed.text, sealed.html ?? ''].some(
      (text) => text.includes(rawSlot(n)) || text.includes(uriSlot(n)),
    );
    if (!carried) throw new Error(`sealEmail: secret ${n} is not in the e-mail as it is`);
  });
  return { message: sealed, secrets: secrets.map(({ ref }) => ref) };
}

/** The e-mail as sent: each slot filled with the secret its reference stands for. */
export function unsealEmail(sealed: SealedEmail, secrets: Pick<EmailSecrets, 'secretOf'>): EmailMessage {
  const values = sealed.secrets.map((ref) => secrets.secretOf(ref));
  return mapMessage(sealed.message, (text) =>
    values.reduce(
      (result, secret, n) =>
        result.replaceAll(uriSlot(n), encodeURIComponent(secret)).replaceAll(rawSlot(n), secret),
      text,
    ),
  );
}
