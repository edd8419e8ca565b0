import type { EmailMessage } from '../mail/schemas.ts';

export interface NewsletterLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/**
 * Every newsletter e-mail carries the one-click unsubscribe of RFC 8058: the `List-Unsubscribe` URL
 * (a POST to it unsubscribes at once) and the link in the body.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function confirmationEmail(to: string, name: string | null, links: NewsletterLinks): EmailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Thank you for subscribing to the newsletter. Please confirm your subscription by opening this link:',
    links.confirmUrl,
    '',
    'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    '',
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Thank you for subscribing to the newsletter. Please confirm your subscription:</p>
<p><a href="${escapeHtml(links.confirmUrl)}">Confirm my subscription</a></p>
<p>If you did not ask for this, ignore this e-mail: you will not be subscribed.</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    to,
    subject: 'Please confirm your newsletter subscription',
    text,
    html,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}
