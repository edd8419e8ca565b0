import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITS,
  isHoneypotFilled,
  truncateUserAgent,
} from '#domain/contact/contact-message.ts';
import { tooManyContactMessages } from '#domain/contact/errors.ts';
import type { JobQueue } from '../jobs/ports.ts';
import { sendEmail } from '../mail/send-email.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { contactNotificationEmail } from './contact-emails.ts';
import type { ContactMessageRepository, ContactSender } from './ports.ts';
import type { ContactMessageRequest, ContactResultDto } from './schemas.ts';

export interface ContactDeps {
  messages: ContactMessageRepository;
  queue: JobQueue;
  limiter: RateLimiter;
  /** The owner's address (`CONTACT_EMAIL`): every message is e-mailed there. */
  ownerEmail: string;
  /** Notes a dropped bot message in the log. */
  warn(context: object, message: string): void;
}

async function throttle(deps: ContactDeps, key: string, limit: { max: number; windowMs: number }) {
  const state = await deps.limiter.hit(key, limit.windowMs);
  if (state.count > limit.max) throw tooManyContactMessages(state.retryAfterMs);
}

/**
 * Keeps a visitor's message and queues its e-mail to the owner, Reply-To the visitor. A message whose
 * honeypot is filled gets the same answer but is neither kept nor sent: the bot learns nothing.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactMessageRequest,
  sender: ContactSender,
): Promise<ContactResultDto> {
  await throttle(deps, `contact:ip:${sender.ip}`, CONTACT_RATE_LIMITS.perIp);
  if (isHoneypotFilled(input.website)) {
    deps.warn(
      { ip: sender.ip, email: input.email, honeypot: input.website?.slice(0, 100) },
      'contact form honeypot filled: message dropped',
    );
    return { received: true };
  }
  await throttle(deps, `contact:email:${input.email.toLowerCase()}`, CONTACT_RATE_LIMITS.perEmail);
  const stored = await deps.messages.save({
    name: input.name,
    email: input.email,
    message: input.message,
    ip: sender.ip.slice(0, CONTACT_LIMITS.ipMax),
    userAgent: truncateUserAgent(sender.userAgent),
  });
  await sendEmail(deps, contactNotificationEmail(deps.ownerEmail, stored));
  return { received: true };
}
