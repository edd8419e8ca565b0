import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';
import type { OwnerReader } from '../mail/owner-reader.ts';
import type { ContactMessage } from './ports.ts';

/**
 * The owner's copy of a contact message, in the owner's language; the message itself as it was typed.
 * Reply-To is the sender, so answering the e-mail answers them; the site's own address stays the
 * sender of record.
 */
export function contactNotificationEmail(owner: OwnerReader, message: ContactMessage): LocalizedEmail {
  const name = singleLine(message.name);
  return {
    to: owner.email,
    replyTo: message.email,
    language: owner.language,
    subject: { key: 'contact.owner.subject', params: { name } },
    blocks: [
      { paragraph: [{ key: 'contact.owner.intro' }] },
      {
        rows: [
          { label: 'common.rows.name', value: name },
          { label: 'common.rows.email', value: message.email },
          {
            label: 'contact.owner.received',
            value: { instant: message.createdAt, timeZone: OWNER_TIME_ZONE },
          },
        ],
      },
      { quote: message.message },
      { note: [{ key: 'contact.owner.reply', params: { name } }] },
    ],
  };
}
