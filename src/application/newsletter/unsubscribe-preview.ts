import type { SubscriptionDto } from './schemas.ts';
import type { NewsletterDeps } from './subscribe.ts';
import { toSubscriptionDto } from './subscription-dto.ts';
import { subscriberOfUnsubscribeLink } from './unsubscribe-link.ts';

/** Who an unsubscribe link is for (masked), shown before the one click. */
export async function unsubscribePreview(
  deps: Pick<NewsletterDeps, 'subscribers' | 'tokens'>,
  token: string,
): Promise<SubscriptionDto> {
  return toSubscriptionDto(await subscriberOfUnsubscribeLink(deps, token));
}
