import { CONTACT_LIMITS, CONTACT_RATE_LIMITS, isHoneypotFilled } from '#domain/contact/contact-message.ts';
import { tooManyContactMessages } from '#domain/contact/errors.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import { truncateUserAgent } from '#domain/shared/user-agent.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { type ContactNotificationDeps, queueNotification } from './contact-notification.ts';
import type { ContactSender } from './ports.ts';
import type { ContactMessageRequest, ContactResultDto } from './schemas.ts';

export interface ContactDeps extends ContactNotificationDeps {
  limiter: RateLimiter;
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
  await enforceRateLimit(
    deps.limiter,
    `contact:ip:${networkForLimits(sender.ip)}`,
    CONTACT_RATE_LIMITS.perIp,
    tooManyContactMessages,
  );
  if (isHoneypotFilled(input.website)) {
    deps.warn(
      { ip: sender.ip, email: input.email, honeypot: input.website?.slice(0, 100) },
      'contact form honeypot filled: message dropped',
    );
    return { received: true };
  }
  await enforceRateLimit(
    deps.limiter,
    `contact:email:${input.email.toLowerCase()}`,
    CONTACT_RATE_LIMITS.perEmail,
    tooManyContactMessages,
  );
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
