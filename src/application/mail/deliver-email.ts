import type { Mailer } from './ports.ts';
import { type EmailMessage, emailMessageSchema } from './schemas.ts';

/** The `send-email` job: validates the stored payload again (it crossed a process boundary) and delivers it. */
export async function deliverEmail(deps: { mailer: Mailer }, payload: EmailMessage) {
  return deps.mailer.send(emailMessageSchema.parse(payload));
}
