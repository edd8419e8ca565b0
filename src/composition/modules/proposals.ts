import { OrmDepositRepository } from '#infrastructure/orm/proposals/deposit.repository.ts';
import { OrmProposalRepository } from '#infrastructure/orm/proposals/proposal.repository.ts';
import { type RequestScope, warnTo } from '../site-adapters.ts';

/** Proposals: the owner's form and actions, the client's review and approval, deposits and the PDF. */
export function proposalsServices({ adapters, em, limiter }: RequestScope) {
  const { config, queue, clock, logger } = adapters;
  return {
    proposals: new OrmProposalRepository(em),
    payments: adapters.payments,
    deposits: new OrmDepositRepository(em),
    queue,
    clock,
    limiter,
    ownerEmail: config.contactEmail,
    baseUrl: config.baseUrl,
    warn: warnTo(logger),
  };
}
