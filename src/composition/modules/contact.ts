import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmOwnerLanguage } from '#infrastructure/orm/accounts/owner-language.ts';
import { OrmContactMessageRepository } from '#infrastructure/orm/contact/contact-message.repository.ts';
import { type RequestScope, warnTo } from '../site-adapters.ts';

/** The contact form's messages and the owner's e-mails. */
export function contactServices({ adapters, em, limiter }: RequestScope) {
  const { queue, clock, config, logger } = adapters;
  return {
    messages: new OrmContactMessageRepository(em),
    queue,
    clock,
    limiter,
    ownerEmail: config.contactEmail,
    ownerLanguage: new OrmOwnerLanguage(em, config.contactEmail),
    emails: emailRenderer(),
    warn: warnTo(logger),
  };
}
