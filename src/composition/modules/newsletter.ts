import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmSubscriberRepository } from '#infrastructure/orm/newsletter/subscriber.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

export function newsletterServices({ adapters, em, limiter }: RequestScope) {
  const { newsletterTokens, queue, clock, config } = adapters;
  return {
    subscribers: new OrmSubscriberRepository(em),
    tokens: newsletterTokens,
    queue,
    limiter,
    clock,
    baseUrl: config.baseUrl,
    emails: emailRenderer(),
  };
}
