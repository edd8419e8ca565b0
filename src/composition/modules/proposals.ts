import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmOwnerLanguage } from '#infrastructure/orm/accounts/owner-language.ts';
import { OrmDepositRepository } from '#infrastructure/orm/proposals/deposit.repository.ts';
import { OrmProposalRepository } from '#infrastructure/orm/proposals/proposal.repository.ts';
import { OrmProposalConversations } from '#infrastructure/orm/proposals/proposal-conversations.ts';
import en from '#web/i18n/locales/en.json' with { type: 'json' };
import { type RequestScope, warnTo } from '../site-adapters.ts';
import { auditLogOn } from './audit.ts';

/** Proposals: the owner's form and actions, the client's review and approval, deposits and the PDF. */
export function proposalsServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  const { config, queue, clock, logger } = adapters;
  return {
    proposals: new OrmProposalRepository(em),
    payments: adapters.payments,
    conversations: new OrmProposalConversations(em),
    deposits: new OrmDepositRepository(em),
    queue,
    clock,
    limiter,
    ownerEmail: config.contactEmail,
    ownerLanguage: new OrmOwnerLanguage(em, config.contactEmail),
    emails: emailRenderer(),
    baseUrl: config.baseUrl,
    warn: warnTo(logger),
    audit: auditLogOn(scope),
    pdf: adapters.pdf,
    /** The PDF's header and footer: the site's (English) name and its contact address. */
    issuer: { name: en.site.name, email: config.contactEmail, siteUrl: config.baseUrl },
  };
}
