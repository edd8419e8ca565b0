import { describe, expect, it } from 'vitest';
import { getClientStats } from '#application/client-records/get-client-stats.ts';
import { getDashboardStats } from '#application/client-records/get-dashboard-stats.ts';
import { adminListsWorld, client, day } from './admin-lists-fixture.ts';

function seeded() {
  const world = adminListsWorld();
  const { adminLists } = world;
  adminLists.clients.push(client(1), client(2), client(3));
  for (const [n, status] of [
    [1, 'active'],
    [2, 'active'],
    [3, 'new'],
    [4, 'on_hold'],
  ] as const)
    adminLists.projects.push({
      id: `project-${n}`,
      name: `Project ${n}`,
      clientId: 'client-001',
      clientName: 'Client 1',
      unverified: false,
      status,
      createdAt: day(n),
    });
  for (const [n, status, amount] of [
    [1, 'draft', 1_000],
    [2, 'sent', 2_000],
    [3, 'client_reviewing', 4_000],
    [4, 'approved', 10_000],
    [5, 'locked', 20_001],
  ] as const)
    adminLists.proposals.push({
      id: `proposal-${n}`,
      title: `P${n}`,
      clientName: 'Client 1',
      totalAmountPence: amount,
      status,
      createdAt: day(n),
    });
  return world;
}

describe('getDashboardStats', () => {
  it('counts clients, active projects, sent or reviewed proposals, and sums approved and locked totals', async () => {
    expect(await getDashboardStats(seeded().deps)).toEqual({
      totalClients: 3,
      activeProjects: 2,
      pendingProposals: 2,
      totalRevenuePence: 30_001,
    });
  });

  it('is all zeros on an empty site', async () => {
    expect(await getDashboardStats(adminListsWorld().deps)).toEqual({
      totalClients: 0,
      activeProjects: 0,
      pendingProposals: 0,
      totalRevenuePence: 0,
    });
  });
});

describe('getClientStats', () => {
  it("sums the credits since London's month start: 1 April 00:30 BST counts from 31 March 23:00 UTC", async () => {
    const { adminLists, deps } = seeded();
    adminLists.credits.push(
      { amountPence: 5_000, at: new Date('2026-03-31T22:59:59Z') },
      { amountPence: 700, at: new Date('2026-03-31T23:00:00Z') },
      { amountPence: 300, at: new Date('2026-03-31T23:20:00Z') },
    );
    expect(await getClientStats(deps)).toEqual({
      totalClients: 3,
      activeProjects: 2,
      pendingProposals: 2,
      monthlyRevenuePence: 1_000,
    });
    expect(adminLists.creditQueries).toEqual([new Date('2026-03-31T23:00:00Z')]);
  });
});
