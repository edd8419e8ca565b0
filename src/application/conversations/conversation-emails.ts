import { linkIn, readerLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';
import type { OwnerReader } from '../mail/owner-reader.ts';
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
 * Plain text only: a message body never becomes markup, in a page or in an e-mail (the HTML quotes it
 * escaped). `link` signs the client in and opens the thread; the e-mail is in the client's language.
 */
export function clientMessageEmail(link: string, sent: SentMessage): LocalizedEmail {
  return {
    to: sent.client.email,
    language: readerLanguage(sent.client.language),
    subject: { key: 'messages.client.subject', params: { title: sent.conversation.title } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: sent.client.name } }] },
      { paragraph: [{ key: 'messages.client.intro', params: { title: sent.conversation.title } }] },
      { quote: excerpt(sent.message.body) },
      { link: { key: 'messages.client.reply' }, url: link },
    ],
  };
}

/** The owner's notice of a client's message, in the owner's language; the message as it was written. */
export function ownerMessageEmail(owner: OwnerReader, baseUrl: string, sent: SentMessage): LocalizedEmail {
  const params = { name: sent.client.name, email: sent.client.email, title: sent.conversation.title };
  return {
    to: owner.email,
    language: owner.language,
    subject: { key: 'messages.owner.subject', params },
    blocks: [
      { paragraph: [{ key: 'messages.owner.intro', params }] },
      { quote: excerpt(sent.message.body) },
      {
        link: { key: 'messages.owner.reply' },
        url: linkIn(ownerThreadLink(baseUrl, sent.conversation.id), owner.language),
      },
    ],
  };
}
