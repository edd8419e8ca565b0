import type { AdminClientRow } from '#application/client-records/ports.ts';
import { InMemoryAdminLists } from '#fixtures/fakes/in-memory-admin-lists.ts';

export const day = (n: number) => new Date(Date.UTC(2026, 0, n));

export function client(n: number, fields: Partial<AdminClientRow> = {}): AdminClientRow {
  return {
    id: `client-${String(n).padStart(3, '0')}`,
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    company: null,
    createdAt: day(n),
    paymentsReceivedPence: n * 100,
    projectsCount: n % 3,
    hasAccount: n % 2 === 0,
    ...fields,
  };
}

export function adminListsWorld() {
  const adminLists = new InMemoryAdminLists();
  return { adminLists, deps: { adminLists, clock: { now: () => new Date('2026-04-01T00:30:00+01:00') } } };
}
