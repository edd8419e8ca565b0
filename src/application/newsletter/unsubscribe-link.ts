import { invalidNewsletterLink } from '#domain/newsletter/errors.ts';
import type { Subscriber } from './ports.ts';
import type { NewsletterDeps } from './subscribe.ts';

/** The subscriber an unsubscribe link was signed for; a forged or stale link is invalid. */
export async function subscriberOfUnsubscribeLink(
  deps: Pick<NewsletterDeps, 'subscribers' | 'tokens'>,
  token: string,
): Promise<Subscriber> {
  const id = deps.tokens.verifyUnsubscribe(token);
  const subscriber = id ? await deps.subscribers.findById(id) : null;
  if (!subscriber) throw invalidNewsletterLink();
  return subscriber;
}
