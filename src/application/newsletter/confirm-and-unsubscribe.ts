import { invalidNewsletterLink } from '#domain/newsletter/errors.ts';
import { isConfirmationExpired } from '#domain/newsletter/subscription.ts';
import type { Subscriber } from './ports.ts';
import type { SubscriptionDto } from './schemas.ts';
import type { NewsletterDeps } from './subscribe.ts';

type Deps = Pick<NewsletterDeps, 'subscribers' | 'tokens' | 'clock'>;

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

const toDto = (subscriber: Subscriber, status = subscriber.status): SubscriptionDto => ({
  maskedEmail: maskEmail(subscriber.email),
  status,
});

/** Uses a confirmation link once: the pending address becomes a subscriber. */
export async function confirmSubscription(deps: Deps, token: string): Promise<SubscriptionDto> {
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
  return toDto(subscriber, 'confirmed');
}

async function subscriberOfUnsubscribeToken(deps: Deps, token: string): Promise<Subscriber> {
  const id = deps.tokens.verifyUnsubscribe(token);
  const subscriber = id ? await deps.subscribers.findById(id) : null;
  if (!subscriber) throw invalidNewsletterLink();
  return subscriber;
}

/** Who an unsubscribe link is for, shown before the one click. */
export async function unsubscribePreview(deps: Deps, token: string): Promise<SubscriptionDto> {
  return toDto(await subscriberOfUnsubscribeToken(deps, token));
}

/** One click, no sign-in: the link itself is the proof. Repeating it is harmless. */
export async function unsubscribe(deps: Deps, token: string): Promise<SubscriptionDto> {
  const subscriber = await subscriberOfUnsubscribeToken(deps, token);
  if (subscriber.status !== 'unsubscribed')
    await deps.subscribers.update(subscriber.id, {
      status: 'unsubscribed',
      unsubscribedAt: deps.clock.now(),
      confirmationTokenHash: null,
    });
  return toDto(subscriber, 'unsubscribed');
}
