import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmSubscriberRepository } from '#infrastructure/orm/newsletter/subscriber.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

export function newsletterServices({ adapters, em, limiter }: RequestScope) {
  const { newsletterTokens, emailSecrets, queue, clock, config } = adapters;
  return {
    subscribers: new OrmSubscriberRepository(em),
    tokens: newsletterTokens,
    emailSecrets,
    queue,
    limiter,
    clock,
    baseUrl: config.baseUrl,
    emails: emailRenderer(),
  };
}
