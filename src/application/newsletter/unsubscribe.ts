import type { SubscriptionDto } from './schemas.ts';
import type { NewsletterDeps } from './subscribe.ts';
import { toSubscriptionDto } from './subscription-dto.ts';
import { subscriberOfUnsubscribeLink } from './unsubscribe-link.ts';

/** One click, no sign-in: the link itself is the proof. Repeating it is harmless. */
export async function unsubscribe(
  deps: Pick<NewsletterDeps, 'subscribers' | 'tokens' | 'clock'>,
  token: string,
): Promise<SubscriptionDto> {
  const subscriber = await subscriberOfUnsubscribeLink(deps, token);
  if (subscriber.status !== 'unsubscribed')
    await deps.subscribers.update(subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: deps.clock.now(),
      confirmationTokenHash: null,
    });
  return toSubscriptionDto(subscriber, 'unsubscribed');
}
