import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonMonthStart } from '#domain/clients/london-month.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  type Credentials,
  createStaffAccounts,
  EDITOR,
  OWNER,
  OWNER_AND_EDITOR,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';

const MEMBER = {
  email: 'lists-member@example.com',
  password: 'member-password-1',
  firstName: 'M',
  lastName: 'M',
  phone: '1',
};
const CLIENTS = 27;

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let ipCounter = 0;
let owner: HttpClient;

const client = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.16.0.${++ipCounter}` });
const signedIn = (credentials: Credentials) => signIn(client(), credentials);
const name = (n: number) => (n === 13 ? 'Zebra Baker' : `Client ${String(n).padStart(2, '0')}`);

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, OWNER_AND_EDITOR, [MEMBER]);
  site = await startSiteProcess(environment.env);
  // 27 inquiries: a client, a project (new) and its conversation each; odd ones say something, which
  // opens their conversation with the client's (unread) message.
  for (let n = 1; n <= CLIENTS; n += 1) {
    const { status } = await client().trpc('clients.submitInquiry', 'mutation', {
      name: name(n),
      email: `client${n}@example.com`,
      company: n === 7 ? 'Acme Ltd' : undefined,
      projectName: `Site ${String(n).padStart(2, '0')}`,
      projectTypes: ['website'],
      description: n % 2 ? `Hello from ${n}` : '',
      consent: true,
    });
    expect(status).toBe(200);
  }
  owner = await signedIn(OWNER);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

const query = async (who: HttpClient, path: string, input?: unknown) => {
  const response = await who.trpc(path, 'query', input);
  expect(response.status).toBe(200);
  return response.data;
};

describe('the staff dashboards', () => {
  it('counts clients, active projects and pending proposals; a sent proposal is pending', async () => {
    const projects = await query(owner, 'adminClients.projectsList', { sort: 'name', dir: 'asc' });
    const projectId = projects.rows[0].id as string;
    const created = await owner.trpc('proposals.create', 'mutation', {
      projectId,
      title: 'Pending one',
      totalAmount: '1200.00',
      depositPercentage: 50,
    });
    expect(created.status).toBe(200);
    expect((await owner.trpc('proposals.send', 'mutation', { id: created.data.id })).status).toBe(200);

    expect(await query(owner, 'adminClients.dashboardStats')).toEqual({
      totalClients: CLIENTS,
      activeProjects: 0,
      pendingProposals: 1,
      totalRevenuePence: 0,
    });
    expect(await query(owner, 'adminClients.clientStats')).toMatchObject({
      totalClients: CLIENTS,
      activeProjects: 0,
      pendingProposals: 1,
    });
    const recent = await query(owner, 'adminClients.recent');
    expect(recent.clients).toHaveLength(5);
    expect(recent.clients[0]).toMatchObject({
      name: name(CLIENTS),
      portalAccount: false,
      paymentsReceivedPence: 0,
    });
    expect(recent.projects).toHaveLength(5);
    expect(recent.proposals).toEqual([expect.objectContaining({ title: 'Pending one', status: 'sent' })]);
    expect(recent.conversations).toHaveLength(5);
    expect(recent.conversations[0]).toMatchObject({ messagesCount: 1, unreadCount: 1 });
  });

  it('lets an editor read the client dashboard but not the admin dashboard; a user reads neither', async () => {
    const editor = await signedIn(EDITOR);
    expect((await editor.trpc('adminClients.clientStats', 'query')).status).toBe(200);
    expect((await editor.trpc('adminClients.clientsList', 'query', { q: 'zebra' })).data.total).toBe(1);
    expect((await editor.trpc('adminClients.dashboardStats', 'query')).status).toBe(403);
    const member = await signedIn(MEMBER);
    for (const path of ['adminClients.clientStats', 'adminClients.recent', 'adminClients.projectsList'])
      expect((await member.trpc(path, 'query')).status).toBe(403);
  });
});

describe('the full lists', () => {
  it('pages the clients 25 at a time, newest first', async () => {
    const first = await query(owner, 'adminClients.clientsList');
    expect(first).toMatchObject({
      total: CLIENTS,
      page: 1,
      pageSize: 25,
      pageCount: 2,
      sort: 'joined',
      dir: 'desc',
    });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ name: name(CLIENTS), projectsCount: 1, paymentsReceivedPence: 0 });
    const second = await query(owner, 'adminClients.clientsList', { page: 2 });
    expect(second.rows.map((row: { name: string }) => row.name)).toEqual([name(2), name(1)]);
    const past = await query(owner, 'adminClients.clientsList', { page: 9 });
    expect(past).toMatchObject({ rows: [], total: CLIENTS });
  });

  it('searches clients by name, e-mail or company, case-insensitively, and sorts by name', async () => {
    const byCompany = await query(owner, 'adminClients.clientsList', { q: 'ACME' });
    expect(byCompany.rows.map((row: { email: string }) => row.email)).toEqual(['client7@example.com']);
    expect((await query(owner, 'adminClients.clientsList', { q: 'client21@' })).total).toBe(1);
    // `%` and `_` are taken literally.
    expect((await query(owner, 'adminClients.clientsList', { q: '%' })).total).toBe(0);
    const byName = await query(owner, 'adminClients.clientsList', { sort: 'name' });
    expect(byName).toMatchObject({ dir: 'asc' });
    expect(byName.rows[0].name).toBe('Client 01');
    const reversed = await query(owner, 'adminClients.clientsList', { sort: 'name', dir: 'desc' });
    expect(reversed.rows[0].name).toBe('Zebra Baker');
  });

  it('filters projects by status and searches the project or its client', async () => {
    expect((await query(owner, 'adminClients.projectsList', { status: 'new' })).total).toBe(CLIENTS);
    expect((await query(owner, 'adminClients.projectsList', { status: 'active' })).total).toBe(0);
    const byClient = await query(owner, 'adminClients.projectsList', { q: 'zebra' });
    expect(byClient.rows).toEqual([
      expect.objectContaining({ name: 'Site 13', clientName: 'Zebra Baker', status: 'new' }),
    ]);
    const byName = await query(owner, 'adminClients.projectsList', {
      q: 'site 2',
      sort: 'name',
      dir: 'desc',
    });
    expect(byName.rows.map((row: { name: string }) => row.name)).toEqual([
      'Site 27',
      'Site 26',
      'Site 25',
      'Site 24',
      'Site 23',
      'Site 22',
      'Site 21',
      'Site 20',
    ]);
    // An unknown status or sort from a hand-edited URL lists everything in the default order.
    expect(
      await query(owner, 'adminClients.projectsList', { status: 'lost', sort: 'x', page: 'two' }),
    ).toMatchObject({
      total: CLIENTS,
      page: 1,
      sort: 'created',
      status: null,
    });
  });

  it('lists conversations with their counts, the latest message first, searched by title or client', async () => {
    const all = await query(owner, 'adminClients.conversationsList');
    expect(all).toMatchObject({ total: CLIENTS, pageCount: 2, sort: 'last_message', dir: 'desc' });
    const withMessages = all.rows.filter((row: { lastMessageAt: string | null }) => row.lastMessageAt);
    expect(withMessages).toHaveLength(14);
    expect(all.rows[0]).toMatchObject({
      title: 'Site 27 - Initial Inquiry',
      messagesCount: 1,
      unreadCount: 1,
    });
    const last = await query(owner, 'adminClients.conversationsList', { page: 2 });
    expect(last.rows.every((row: { messagesCount: number }) => row.messagesCount === 0)).toBe(true);
    const byTitle = await query(owner, 'adminClients.conversationsList', { q: 'site 13' });
    expect(byTitle.rows).toEqual([
      expect.objectContaining({ clientName: 'Zebra Baker', projectName: 'Site 13' }),
    ]);
    expect((await query(owner, 'adminClients.conversationsList', { q: 'zebra' })).total).toBe(1);
  });

  it("pages, searches and filters the owner's proposals", async () => {
    const list = await query(owner, 'proposals.list', { q: 'pending', status: 'sent' });
    expect(list).toMatchObject({
      total: 1,
      status: 'sent',
      rows: [expect.objectContaining({ title: 'Pending one' })],
    });
    expect((await query(owner, 'proposals.list', { status: 'draft' })).total).toBe(0);
    expect((await query(owner, 'proposals.list', { q: 'client 01' })).total).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('revenue on PostgreSQL', () => {
  it("sums this London month's credits (a credit a second before the month start is last month's) and approved totals", async () => {
    const databaseUrl = environment.env.DATABASE_URL ?? '';
    const [first] = await queryDatabase<{ id: string }>(databaseUrl, `select "id" from "clients" limit 1`);
    const clientId = first?.id;
    // The month is the server's when it answers: should one begin meanwhile, the credits are placed
    // again around its start, so the test holds at any instant, the first midnight of a month too.
    let start: Date;
    let revenue: number;
    do {
      start = londonMonthStart(new Date());
      await queryDatabase(
        databaseUrl,
        `delete from "account_transactions" where "description" = 'Month test'`,
      );
      for (const [type, amount, at] of [
        ['credit', 10_000, new Date(start.getTime() - 1_000)],
        ['credit', 2_500, start],
        ['credit', 1_234, new Date(start.getTime() + 1_000)],
        ['debit', 999, new Date(start.getTime() + 2_000)],
      ] as const)
        await queryDatabase(
          databaseUrl,
          `insert into "account_transactions" ("id", "client_id", "type", "amount", "balance_after", "description", "created_at")
           values (gen_random_uuid(), $1, $2, $3, 0, 'Month test', $4)`,
          [clientId, type, amount, at],
        );
      revenue = (await query(owner, 'adminClients.clientStats')).monthlyRevenuePence;
    } while (londonMonthStart(new Date()).getTime() !== start.getTime());
    expect(revenue).toBe(3_734);

    await queryDatabase(
      databaseUrl,
      `update "proposals" set "status" = 'locked' where "title" = 'Pending one'`,
    );
    expect(await query(owner, 'adminClients.dashboardStats')).toMatchObject({
      pendingProposals: 0,
      totalRevenuePence: 120_000,
    });
  });
});

describe.runIf(process.env.DATABASE_URL)('search after a rename (PostgreSQL)', () => {
  it("finds a renamed client's projects, conversations and proposals by the new name only, and a moved proposal by its new project", async () => {
    const databaseUrl = environment.env.DATABASE_URL ?? '';
    const projects = await query(owner, 'adminClients.projectsList', { q: 'client 05' });
    const projectId = projects.rows[0].id as string;
    const created = await owner.trpc('proposals.create', 'mutation', {
      projectId,
      title: 'Renamed one',
      totalAmount: '100.00',
      depositPercentage: 50,
    });
    expect(created.status).toBe(200);

    await queryDatabase(
      databaseUrl,
      `update "clients" set "name" = 'Quokka Potter' where "name" = 'Client 05'`,
    );
    for (const [path, q, total] of [
      ['adminClients.projectsList', 'quokka', 1],
      ['adminClients.conversationsList', 'quokka', 1],
      ['proposals.list', 'quokka', 1],
      ['adminClients.projectsList', 'client 05', 0],
      ['adminClients.conversationsList', 'client 05', 0],
      ['proposals.list', 'client 05', 0],
    ] as const)
      expect((await query(owner, path, { q })).total, `${path} ${q}`).toBe(total);

    await queryDatabase(databaseUrl, `update "projects" set "name" = 'Walrus Deck' where "id" = $1`, [
      projectId,
    ]);
    expect((await query(owner, 'proposals.list', { q: 'walrus' })).rows).toEqual([
      expect.objectContaining({ title: 'Renamed one', clientName: 'Quokka Potter' }),
    ]);

    const [other] = await queryDatabase<{ id: string }>(
      databaseUrl,
      `select p."id" from "projects" p join "clients" c on c."id" = p."client_id" where c."name" = 'Client 06'`,
    );
    await queryDatabase(
      databaseUrl,
      `update "proposals" set "project_id" = $1 where "title" = 'Renamed one'`,
      [other?.id],
    );
    expect((await query(owner, 'proposals.list', { q: 'walrus' })).total).toBe(0);
    expect((await query(owner, 'proposals.list', { q: 'client 06' })).rows).toEqual([
      expect.objectContaining({ title: 'Renamed one' }),
    ]);
  });
});
