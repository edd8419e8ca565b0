import { z } from 'zod';
import { CONTACT_LIMITS, normalizeMessage } from '#domain/contact/contact-message.ts';

/** The spec gives no texts for this form: these read like the site's other forms. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
} as const;

const M = CONTACT_MESSAGES;

/** One schema for the browser's checks and the server's: the same rules and the same messages. */
export const contactMessageSchema = z.object({
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(CONTACT_LIMITS.nameMax, M.nameTooLong),
  email: z
    .string(M.emailRequired)
    .trim()
    .min(1, M.emailRequired)
    .max(CONTACT_LIMITS.emailMax, M.emailInvalid)
    .pipe(z.email(M.emailInvalid)),
  message: z
    .string(M.messageRequired)
    .transform(normalizeMessage)
    .pipe(
      z
        .string()
        .min(1, M.messageRequired)
        .min(CONTACT_LIMITS.messageMin, M.messageTooShort)
        .max(CONTACT_LIMITS.messageMax, M.messageTooLong),
    ),
  /** The honeypot: hidden from people, so only bots fill it in. */
  website: z.string().optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageRequest = z.output<typeof contactMessageSchema>;

/** The same answer whether the message was kept or quietly dropped as a bot's. */
export interface ContactResultDto {
  received: true;
}
