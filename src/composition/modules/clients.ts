import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

/** Clients, their projects, conversations and transactions (the client area). */
export function clientsServices({ em }: RequestScope) {
  return { clients: new OrmClientRepository(em) };
}
