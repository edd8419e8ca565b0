import { OrmSessionRepository } from '#infrastructure/orm/accounts/session.repository.ts';
import { OrmTokenBalanceRepository } from '#infrastructure/orm/accounts/token-balance.repository.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

export function accountsServices({ adapters, em, limiter }: RequestScope) {
  return {
    users: new OrmUserRepository(em),
    tokens: new OrmTokenBalanceRepository(em),
    hasher: adapters.hasher,
    decoyHash: adapters.decoyHash,
    limiter,
    sessions: new OrmSessionRepository(em),
  };
}
