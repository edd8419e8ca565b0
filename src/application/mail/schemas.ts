import { z } from 'zod';

export const emailMessageSchema = z.object({
  to: z.email('Invalid email address'),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  text: z.string().min(1, 'Message body is required'),
  html: z.string().optional(),
  replyTo: z.email('Invalid email address').optional(),
  /** Extra headers, e.g. `List-Unsubscribe` on newsletter e-mails. */
  headers: z.record(z.string().regex(/^[A-Za-z][\w-]*$/), z.string().max(2000)).optional(),
});

export type EmailMessage = z.infer<typeof emailMessageSchema>;
