import type { EmailMessage } from '../mail/schemas.ts';
import type { SentMessage } from './ports.ts';

/** How much of the message an e-mail quotes: enough to know what it is about; the rest is on the site. */
const EXCERPT_LENGTH = 500;

const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;

/** The client's page of the thread (a portal e-mail's link signs in and lands there). */
export const clientThreadPath = (conversationId: string) => `/portal/conversations/${conversationId}`;

export const ownerThreadLink = (baseUrl: string, conversationId: string) =>
  `${baseUrl}/admin/conversations/${conversationId}`;

/**
 * Plain text only: a message body never becomes markup, in a page or in an e-mail. `link` signs the
 * client in and opens the thread.
 */
export function clientMessageEmail(link: string, sent: SentMessage): EmailMessage {
  return {
    to: sent.client.email,
    subject: `New message: ${sent.conversation.title}`.slice(0, 200),
    text: [
      `Hello ${sent.client.name},`,
      '',
      `You have a new message in "${sent.conversation.title}":`,
      '',
      excerpt(sent.message.body),
      '',
      `Read and reply: ${link}`,
    ].join('\n'),
  };
}

export function ownerMessageEmail(ownerEmail: string, baseUrl: string, sent: SentMessage): EmailMessage {
  return {
    to: ownerEmail,
    subject: `New message from ${sent.client.name}: ${sent.conversation.title}`.slice(0, 200),
    text: [
      `${sent.client.name} (${sent.client.email}) wrote in "${sent.conversation.title}":`,
      '',
      excerpt(sent.message.body),
      '',
      `Read and reply: ${ownerThreadLink(baseUrl, sent.conversation.id)}`,
    ].join('\n'),
  };
}
