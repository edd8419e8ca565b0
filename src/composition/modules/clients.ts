import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmSignInLinkRepository } from '#infrastructure/orm/clients/sign-in-link.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

/** Clients, their projects, conversations and transactions (the client area). */
export function clientsServices({ em }: RequestScope) {
  return {
    clients: new OrmClientRepository(em),
    // Client sign-in: magic links and their codes; a client's first sign-in opens their user account.
    links: new OrmSignInLinkRepository(em),
    secrets: new NodeSignInSecrets(),
    users: new OrmUserRepository(em),
  };
}
