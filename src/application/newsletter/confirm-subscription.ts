import { invalidNewsletterLink } from '#domain/newsletter/errors.ts';
import { isConfirmationExpired } from '#domain/newsletter/subscription.ts';
import type { SubscriptionDto } from './schemas.ts';
import type { NewsletterDeps } from './subscribe.ts';
import { toSubscriptionDto } from './subscription-dto.ts';

/** Uses a confirmation link once: the pending address becomes a subscriber. */
export async function confirmSubscription(
  deps: Pick<NewsletterDeps, 'subscribers' | 'tokens' | 'clock'>,
  token: string,
): Promise<SubscriptionDto> {
  const subscriber = await deps.subscribers.findByConfirmationTokenHash(deps.tokens.hash(token));
  const now = deps.clock.now();
  if (
    subscriber?.status !== 'pending' ||
    !subscriber.confirmationSentAt ||
    isConfirmationExpired(subscriber.confirmationSentAt, now)
  )
    throw invalidNewsletterLink();
  await deps.subscribers.update(subscriber.id, {
    status: 'confirmed',
    confirmedAt: now,
    confirmationTokenHash: null,
  });
  return toSubscriptionDto(subscriber, 'confirmed');
}
