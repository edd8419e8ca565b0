import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITS,
  isHoneypotFilled,
  truncateUserAgent,
} from '#domain/contact/contact-message.ts';
import { tooManyContactMessages } from '#domain/contact/errors.ts';
import type { JobQueue } from '../jobs/ports.ts';
import { sendEmail } from '../mail/send-email.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { contactNotificationEmail } from './contact-emails.ts';
import type { ContactMessage, ContactMessageRepository, ContactSender } from './ports.ts';
import type { ContactMessageRequest, ContactResultDto } from './schemas.ts';

/** What queuing the owner's e-mails needs (also at start, for messages kept while the queue was away). */
export interface ContactNotificationDeps {
  messages: ContactMessageRepository;
  queue: JobQueue;
  clock: Clock;
  /** The owner's address (`CONTACT_EMAIL`): every message is e-mailed there. */
  ownerEmail: string;
  /** Notes a dropped bot message, or an e-mail left for later, in the log. */
  warn(context: object, message: string): void;
}

export interface ContactDeps extends ContactNotificationDeps {
  limiter: RateLimiter;
}

/** How many waiting messages one pass queues; the next pass takes the rest. */
const PENDING_BATCH = 100;

async function throttle(deps: ContactDeps, key: string, limit: { max: number; windowMs: number }) {
  const state = await deps.limiter.hit(key, limit.windowMs);
  if (state.count > limit.max) throw tooManyContactMessages(state.retryAfterMs);
}

/**
 * Keeps a visitor's message and queues its e-mail to the owner, Reply-To the visitor. A message whose
 * honeypot is filled gets the same answer but is neither kept nor sent: the bot learns nothing. Once
 * the message is kept the visitor is thanked even if the queue is away: the e-mail is queued by
 * `queuePendingNotifications` later, rather than the visitor being told to send it again.
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
  try {
    await queueNotification(deps, stored);
  } catch (error) {
    deps.warn({ err: error, messageId: stored.id }, 'contact e-mail not queued: it will be queued later');
  }
  return { received: true };
}

/** Queues the owner's e-mail once per message (the job id makes a second try a no-op) and notes it. */
async function queueNotification(deps: ContactNotificationDeps, message: ContactMessage) {
  await sendEmail(deps, contactNotificationEmail(deps.ownerEmail, message), {
    jobId: `contact-message-${message.id}`,
  });
  await deps.messages.markNotificationQueued(message.id, deps.clock.now());
}

/** Queues the e-mails of kept messages whose e-mail never reached the queue; stops at the first failure. */
export async function queuePendingNotifications(deps: ContactNotificationDeps): Promise<number> {
  const waiting = await deps.messages.awaitingNotification(PENDING_BATCH);
  for (const message of waiting) await queueNotification(deps, message);
  return waiting.length;
}
