import { breachedPasswordList } from '#infrastructure/auth/breached-passwords.ts';
import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmPendingSignUpRepository } from '#infrastructure/orm/accounts/pending-sign-up.repository.ts';
import { OrmSessionRepository } from '#infrastructure/orm/accounts/session.repository.ts';
import { OrmTokenBalanceRepository } from '#infrastructure/orm/accounts/token-balance.repository.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

const linkSecrets = new NodeSignInSecrets();

export function accountsServices({ adapters, em, limiter }: RequestScope) {
  return {
    users: new OrmUserRepository(em),
    tokens: new OrmTokenBalanceRepository(em),
    pendingSignUps: new OrmPendingSignUpRepository(em),
    hasher: adapters.hasher,
    decoyHash: adapters.decoyHash,
    commonPasswords: breachedPasswordList,
    linkSecrets,
    emailSecrets: adapters.emailSecrets,
    queue: adapters.queue,
    clock: adapters.clock,
    baseUrl: adapters.config.baseUrl,
    emails: emailRenderer(),
    limiter,
    sessions: new OrmSessionRepository(em),
    // A client's account: the language chosen on /account is their client record's too.
    clients: new OrmClientRepository(em),
  };
}
