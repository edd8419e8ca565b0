import { alreadySubscribed, tooManySubscriptions } from '#domain/newsletter/errors.ts';
import { decideSubscribe, SUBSCRIBE_LIMITS } from '#domain/newsletter/subscription.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailSecrets, IssuedSecret } from '../mail/email-secrets.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { sendSealedEmail } from '../mail/send-sealed-email.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { confirmationEmail } from './newsletter-emails.ts';
import type { NewsletterTokens, SubscriberRepository } from './ports.ts';
import type { SubscribeRequest, SubscribeResultDto } from './schemas.ts';

export interface NewsletterDeps {
  subscribers: SubscriberRepository;
  tokens: NewsletterTokens;
  /** Makes the confirmation link's token; the queued e-mail carries only references. */
  emailSecrets: EmailSecrets;
  queue: JobQueue;
  limiter: RateLimiter;
  clock: Clock;
  /** The site's public address, for the links in e-mails. */
  baseUrl: string;
  emails: EmailRenderer;
}

export function newsletterLinks(
  deps: Pick<NewsletterDeps, 'baseUrl' | 'tokens'>,
  subscriberId: string,
  token: string,
) {
  return {
    confirmUrl: `${deps.baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
    unsubscribeUrl: `${deps.baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(deps.tokens.signUnsubscribe(subscriberId))}`,
  };
}

/**
 * Double opt-in: the address is stored as pending and a confirmation link is e-mailed through the queue.
 * A pending or unsubscribed address gets a fresh link; a confirmed one is "already subscribed".
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: SubscribeRequest,
  clientIp: string,
  /** The language of the page they subscribed on (English when not known). */
  pageLanguage = 'en',
): Promise<SubscribeResultDto> {
  const language = readerLanguage(pageLanguage);
  await enforceRateLimit(
    deps.limiter,
    `newsletter:ip:${networkForLimits(clientIp)}`,
    SUBSCRIBE_LIMITS.perIp,
    tooManySubscriptions,
  );
  const existing = await deps.subscribers.findByEmail(input.email);
  const decision = decideSubscribe(existing?.status);
  if (decision === 'already-subscribed') throw alreadySubscribed();
  await enforceRateLimit(
    deps.limiter,
    `newsletter:email:${input.email}`,
    SUBSCRIBE_LIMITS.perEmail,
    tooManySubscriptions,
  );

  const now = deps.clock.now();
  const confirmation = deps.emailSecrets.newLinkToken();
  const hash = deps.tokens.hash(confirmation.secret);
  const metadata = { subscribed_from_url: input.subscribedFromUrl ?? null, subscribed_at: now.toISOString() };
  // Asking again without a name keeps the name given before.
  const name = input.name ?? existing?.name ?? null;
  const pending = {
    source: input.source,
    language,
    metadata,
    status: 'pending' as const,
    confirmationTokenHash: hash,
    confirmationSentAt: now,
  };
  let subscriberId: string;
  if (existing) {
    await deps.subscribers.update(existing.id, { name, ...pending, unsubscribedAt: null });
    subscriberId = existing.id;
  } else {
    const created = await deps.subscribers.create({ email: input.email, name: input.name, ...pending });
    // Someone else inserted the same address a moment ago: same answer as a duplicate.
    if (!created) throw alreadySubscribed();
    subscriberId = created.id;
  }
  const unsubscribe: IssuedSecret = {
    secret: deps.tokens.signUnsubscribe(subscriberId),
    ref: { kind: 'newsletter-unsubscribe', subscriberId },
  };
  await sendSealedEmail(
    deps,
    confirmationEmail(input.email, newsletterLinks(deps, subscriberId, confirmation.secret), language),
    [confirmation, unsubscribe],
  );
  return { status: 'pending' };
}
