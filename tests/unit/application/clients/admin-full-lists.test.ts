import { describe, expect, it } from 'vitest';
import {
  clientsListSchema,
  conversationsListSchema,
  projectsListSchema,
} from '#application/client-records/admin-list-schemas.ts';
import { listClientsForStaff } from '#application/client-records/list-clients-for-staff.ts';
import { listConversationsForStaff } from '#application/client-records/list-conversations-for-staff.ts';
import { listProjectsForStaff } from '#application/client-records/list-projects-for-staff.ts';
import { listRecentForStaff } from '#application/client-records/list-recent-for-staff.ts';
import { adminListsWorld, client, day } from './admin-lists-fixture.ts';

function world() {
  const w = adminListsWorld();
  for (let n = 1; n <= 30; n += 1)
    w.adminLists.clients.push(client(n, n === 7 ? { company: 'Acme Ltd' } : {}));
  for (let n = 1; n <= 8; n += 1)
    w.adminLists.projects.push({
      id: `project-${n}`,
      name: n === 3 ? 'Bakery shop' : `Project ${n}`,
      clientId: `client-00${n}`,
      clientName: n === 5 ? 'Zed Baker' : `Client ${n}`,
      unverified: false,
      status: n % 2 ? 'active' : 'new',
      createdAt: day(n),
    });
  for (let n = 1; n <= 6; n += 1)
    w.adminLists.conversations.push({
      id: `conversation-${n}`,
      title: n === 2 ? '' : `Thread ${n}`,
      clientId: 'client-001',
      clientName: n === 4 ? 'Quinn' : 'Client 1',
      projectId: null,
      projectName: null,
      lastMessageAt: n === 6 ? null : day(n),
      messagesCount: n,
      unreadCount: n === 5 ? 2 : 0,
    });
  return w;
}

describe('listClientsForStaff', () => {
  it('shows 25 newest clients a page, with the page count and the query it answers', async () => {
    const { deps } = world();
    const first = await listClientsForStaff(deps, clientsListSchema.parse({}));
    expect(first).toMatchObject({
      total: 30,
      page: 1,
      pageSize: 25,
      pageCount: 2,
      q: '',
      sort: 'joined',
      dir: 'desc',
    });
    expect(first.rows[0]).toEqual({
      id: 'client-030',
      name: 'Client 30',
      email: 'client30@example.com',
      company: null,
      joinedAt: day(30).toISOString(),
      paymentsReceivedPence: 3_000,
      projectsCount: 0,
    });
    const second = await listClientsForStaff(deps, clientsListSchema.parse({ page: '2' }));
    expect(second.rows.map((row) => row.name)).toEqual([
      'Client 5',
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
    ]);
  });

  it('searches name, e-mail and company, and sorts texts A to Z unless asked otherwise', async () => {
    const { deps } = world();
    expect(
      (await listClientsForStaff(deps, clientsListSchema.parse({ q: 'acme' }))).rows.map((r) => r.id),
    ).toEqual(['client-007']);
    expect((await listClientsForStaff(deps, clientsListSchema.parse({ q: 'CLIENT12@' }))).total).toBe(1);
    const byBalance = await listClientsForStaff(deps, clientsListSchema.parse({ sort: 'balance' }));
    expect(byBalance).toMatchObject({ dir: 'asc' });
    expect(byBalance.rows[0]?.paymentsReceivedPence).toBe(100);
  });
});

describe('listProjectsForStaff', () => {
  it('filters by status and searches the project or the client name', async () => {
    const { deps } = world();
    const active = await listProjectsForStaff(deps, projectsListSchema.parse({ status: 'active' }));
    expect(active).toMatchObject({ total: 4, status: 'active' });
    expect(active.rows.every((row) => row.status === 'active')).toBe(true);
    const bak = await listProjectsForStaff(deps, projectsListSchema.parse({ q: 'bak', sort: 'name' }));
    expect(bak.rows.map((row) => row.name)).toEqual(['Bakery shop', 'Project 5']);
    expect(bak.status).toBeNull();
  });
});

describe('listConversationsForStaff', () => {
  it('lists the latest message first (none last), with counts, and searches title or client', async () => {
    const { deps } = world();
    const all = await listConversationsForStaff(deps, conversationsListSchema.parse({}));
    expect(all.rows.map((row) => row.id)).toEqual([
      'conversation-5',
      'conversation-4',
      'conversation-3',
      'conversation-2',
      'conversation-1',
      'conversation-6',
    ]);
    expect(all.rows[0]).toMatchObject({
      messagesCount: 5,
      unreadCount: 2,
      lastMessageAt: day(5).toISOString(),
    });
    expect(all.rows[5]?.lastMessageAt).toBeNull();
    const quinn = await listConversationsForStaff(deps, conversationsListSchema.parse({ q: 'quinn' }));
    expect(quinn.rows.map((row) => row.id)).toEqual(['conversation-4']);
  });
});

describe('listRecentForStaff', () => {
  it('gives the 5 latest of each list, with whether each client has signed in to the portal', async () => {
    const { deps } = world();
    const recent = await listRecentForStaff(deps);
    expect(recent.clients.map((row) => row.name)).toEqual([
      'Client 30',
      'Client 29',
      'Client 28',
      'Client 27',
      'Client 26',
    ]);
    expect(recent.clients[0]?.portalAccount).toBe(true);
    expect(recent.clients[1]?.portalAccount).toBe(false);
    expect(recent.projects).toHaveLength(5);
    expect(recent.proposals).toEqual([]);
    expect(recent.conversations[0]?.id).toBe('conversation-5');
  });
});
