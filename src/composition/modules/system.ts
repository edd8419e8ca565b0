import type { RequestScope } from '../site-adapters.ts';

/** Health: the database through this request's unit of work, and the queue. */
export function systemServices({ adapters, em }: RequestScope) {
  const { database, queue, clock } = adapters;
  return {
    clock,
    probes: { database: () => database.ping(em), queue: () => queue.ping() },
  };
}
