import { z } from 'zod';

/** A small text file sent along, e.g. a calendar invitation (`invite.ics`, `text/calendar; charset=utf-8; method=REQUEST`). */
export const emailAttachmentSchema = z.object({
  filename: z
    .string()
    .trim()
    .min(1, 'File name is required')
    .max(100)
    .regex(/^[\w.-]+$/, 'Use letters, digits, dots and hyphens in file names'),
  contentType: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.+-]+\/[\w.+-]+(?:; ?[\w-]+=[\w.-]+)*$/, 'Invalid content type'),
  content: z.string().min(1, 'Attachment is empty').max(100_000, 'Attachment is too large'),
});

export const emailMessageSchema = z.object({
  to: z.email('Invalid email address'),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  text: z.string().min(1, 'Message body is required'),
  html: z.string().optional(),
  replyTo: z.email('Invalid email address').optional(),
  /** Extra headers, e.g. `List-Unsubscribe` on newsletter e-mails. */
  headers: z.record(z.string().regex(/^[A-Za-z][\w-]*$/), z.string().max(2000)).optional(),
  attachments: z.array(emailAttachmentSchema).max(3, 'At most 3 attachments').optional(),
});

export type EmailMessage = z.infer<typeof emailMessageSchema>;

/** Whether the mailer can write to `email` (an address the forms accept may still be refused here). */
export const deliverable = (email: string): boolean => emailMessageSchema.shape.to.safeParse(email).success;
