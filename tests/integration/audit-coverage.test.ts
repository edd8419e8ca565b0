import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto } from '#application/audit/schemas.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { appRouter } from '#web/server/trpc/app.router.ts';
import type { ProcedureMeta } from '#web/server/trpc/init.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, EDITOR, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

// Issue 33: the audit log covers every staff procedure. The staff (admin and editor) mutations are read
// from the router itself (each procedure's audience), so a mutation added without a way to call it
// here fails the first test, and one that succeeds without writing an entry fails the second: each is
// called as it is meant to be, by the editor where an editor may, and must leave an entry naming the
// caller, their address and their browser.

const DAY_MS = 86_400_000;

/** Staff mutations that change nothing a person did: they write no entry, for the reason given. */
const WRITE_NOTHING: Record<string, string> = {
  'blogAdmin.preview': "renders the editor's words as the post page would; nothing is stored",
  'conversations.ownerOpen':
    "opening a thread marks the client's messages read: reading is not an action the log records",
};

/** The router's procedures by path (`blog.list`), each with its kind and audience. */
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta } }
>;

const staffMutations = Object.entries(procedures)
  .filter(
    ([, procedure]) =>
      procedure._def.type === 'mutation' && ['staff', 'admin'].includes(procedure._def.meta?.audience ?? ''),
  )
  .map(([name]) => name)
  .sort();

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
const seeded = {
  clientId: randomUUID(),
  projectId: randomUUID(),
  conversationId: randomUUID(),
  approvedProposalId: randomUUID(),
  serviceId: randomUUID(),
  bookingId: randomUUID(),
};

/** What the site holds before it starts: a client with a project, a thread, an approved proposal and a booking. */
async function seed(env: Record<string, string>) {
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { pgliteDir: path.join(env.DATA_DIR ?? '', 'db') }),
    logger: testLogger,
  });
  const sql = (text: string, params: unknown[]) => runSql(database.fork(), text, params);
  try {
    const s = seeded;
    await sql(`insert into "clients" ("id", "name", "email") values (?, 'Ada Lovelace', 'ada@example.com')`, [
      s.clientId,
    ]);
    await sql(
      `insert into "projects" ("id", "client_id", "name", "status", "owner_notified_at") values (?, ?, 'Ada website', 'new', now())`,
      [s.projectId, s.clientId],
    );
    await sql(
      `insert into "conversations" ("id", "client_id", "project_id", "title", "last_message_at") values (?, ?, ?, 'Kick-off', now())`,
      [s.conversationId, s.clientId, s.projectId],
    );
    await sql(
      `insert into "proposals" ("id", "project_id", "title", "total_amount", "deposit_percentage", "status", "approved_at")
       values (?, ?, 'Approved website', 100000, 50, 'approved', now())`,
      [s.approvedProposalId, s.projectId],
    );
    await sql(
      `insert into "services" ("id", "slug", "name", "description", "duration_minutes", "price_pence", "position")
       values (?, 'audit-walk', 'Audit walk', '', 60, 0, 99)`,
      [s.serviceId],
    );
    const startsAt = new Date(Date.now() + 10 * DAY_MS);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    await sql(
      `insert into "bookings" ("id", "service_id", "starts_at", "ends_at", "blocked_from", "blocked_until", "name", "email", "time_zone")
       values (?, ?, ?, ?, ?, ?, 'Grace Hopper', 'grace@example.com', 'Europe/London')`,
      [s.bookingId, s.serviceId, startsAt, endsAt, startsAt, endsAt],
    );
  } finally {
    await database.close();
  }
}

let people: { owner: HttpClient; editor: HttpClient };
const ids = { owner: '', editor: '' };
let addresses = 0;

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  // Jobs (e-mails, covers, the checks' ping) run in the site: nothing here needs a worker.
  delete environment.env.REDIS_URL;
  await createStaffAccounts(environment.env);
  await seed(environment.env);
  site = await startSiteProcess(environment.env);
  const client = () => new HttpClient(site.url, { 'X-Forwarded-For': '10.33.1.1' });
  people = { owner: await signIn(client(), OWNER), editor: await signIn(client(), EDITOR) };
  ids.owner = (await people.owner.trpc('accounts.me', 'query')).data.id;
  ids.editor = (await people.editor.trpc('accounts.me', 'query')).data.id;
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

type Who = keyof typeof people;
const call = async (who: Who, name: string, input?: unknown) => {
  const answer = await people[who].trpc(name, 'mutation', input);
  if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.error?.message}`);
  return answer.data;
};

const futureDate = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const serviceForm = (slug: string) => ({ name: `Service ${slug}`, slug, durationMinutes: 30, pricePence: 0 });

/**
 * How each staff mutation is called successfully: who calls it (the editor wherever an editor may)
 * and the input, after any record it needs is made.
 */
const RECIPES: Record<string, { who: Who; input: () => Promise<unknown> }> = {
  'blogAdmin.save': {
    who: 'editor',
    input: async () => ({ title: 'Published', content: 'Words.', action: 'publish' }),
  },
  'blogAdmin.delete': {
    who: 'editor',
    input: async () => ({
      id: (await call('editor', 'blogAdmin.save', { title: 'Doomed', content: 'x', action: 'draft' })).id,
    }),
  },
  'blogAdmin.generateCover': { who: 'editor', input: async () => ({ title: 'A cover' }) },
  'blogAdmin.createApiKey': { who: 'owner', input: async () => ({ name: 'Weekly robot' }) },
  'blogAdmin.revokeApiKey': {
    who: 'owner',
    input: async () => ({ id: (await call('owner', 'blogAdmin.createApiKey', { name: 'Old robot' })).id }),
  },
  'adminClients.changeProjectStatus': {
    who: 'editor',
    input: async () => ({ id: seeded.projectId, from: 'new', to: 'active' }),
  },
  'adminClients.recordTransaction': {
    who: 'owner',
    input: async () => ({ clientId: seeded.clientId, type: 'credit', amount: '12.50', description: 'Cash' }),
  },
  'conversations.ownerSend': {
    who: 'editor',
    input: async () => ({ conversationId: seeded.conversationId, body: 'The draft is ready.' }),
  },
  'conversations.ownerStart': {
    who: 'editor',
    input: async () => ({ projectId: seeded.projectId, title: 'Hosting', body: 'About hosting.' }),
  },
  'proposals.create': {
    who: 'editor',
    input: async () => ({
      projectId: seeded.projectId,
      title: 'New site',
      totalAmount: '1000.00',
      depositPercentage: 50,
    }),
  },
  'proposals.update': {
    who: 'editor',
    input: async () => {
      const form = {
        projectId: seeded.projectId,
        title: 'First title',
        totalAmount: '800.00',
        depositPercentage: 50,
      };
      const { id } = await call('editor', 'proposals.create', form);
      return { ...form, id, title: 'Second title' };
    },
  },
  'proposals.send': {
    who: 'editor',
    input: async () => ({
      id: (
        await call('editor', 'proposals.create', {
          projectId: seeded.projectId,
          title: 'To send',
          totalAmount: '500.00',
          depositPercentage: 25,
        })
      ).id,
    }),
  },
  'proposals.deleteDraft': {
    who: 'editor',
    input: async () => ({
      id: (
        await call('editor', 'proposals.create', {
          projectId: seeded.projectId,
          title: 'To delete',
          totalAmount: '300.00',
          depositPercentage: 50,
        })
      ).id,
    }),
  },
  'proposals.recordBankTransfer': {
    who: 'owner',
    input: async () => ({ id: seeded.approvedProposalId, note: 'FPS 1' }),
  },
  'booking.createService': { who: 'owner', input: async () => serviceForm('garden-design') },
  'booking.updateService': {
    who: 'owner',
    input: async () => {
      const { id } = await call('owner', 'booking.createService', serviceForm('garden-walk'));
      return { ...serviceForm('garden-walk'), id, durationMinutes: 45 };
    },
  },
  'booking.saveServiceTranslations': {
    who: 'owner',
    input: async () => ({
      id: seeded.serviceId,
      translations: { de: { name: 'Prüfgang', description: '' } },
    }),
  },
  'booking.setServiceActive': {
    who: 'owner',
    input: async () => ({
      id: (await call('owner', 'booking.createService', serviceForm('garden-tour'))).id,
      isActive: false,
    }),
  },
  'booking.saveWeekly': {
    who: 'owner',
    input: async () => ({ days: [{ dayOfWeek: 2, ranges: [{ startMinute: 600, endMinute: 900 }] }] }),
  },
  'booking.setOverride': { who: 'owner', input: async () => ({ date: futureDate(20), ranges: [] }) },
  'booking.removeOverride': {
    who: 'owner',
    input: async () => {
      await call('owner', 'booking.setOverride', { date: futureDate(21), ranges: [] });
      return { date: futureDate(21) };
    },
  },
  'booking.cancelBooking': { who: 'owner', input: async () => ({ id: seeded.bookingId, reason: 'Ill' }) },
  'system.adminChecks': { who: 'owner', input: async () => undefined },
  'system.createTestUserKey': { who: 'owner', input: async () => ({ name: 'Test robot' }) },
  'system.revokeTestUserKey': {
    who: 'owner',
    input: async () => ({
      id: (await call('owner', 'system.createTestUserKey', { name: 'Old test robot' })).id,
    }),
  },
};

/** The caller's entries, newest first (the log page's own read, as the owner). */
async function entriesOf(who: Who): Promise<AuditPageDto> {
  const answer = await people.owner.trpc('audit.entries', 'query', { person: `account:${ids[who]}` });
  expect(answer.status).toBe(200);
  return answer.data;
}

describe('the audit log covers every staff mutation', () => {
  it('has a way to call each staff mutation of the router, or the reason it writes nothing', () => {
    // Every procedure is built from one audience of procedures.ts, which names it.
    expect(Object.keys(procedures).filter((name) => !procedures[name]?._def.meta?.audience)).toEqual([]);
    expect(staffMutations.length).toBeGreaterThan(20);
    expect([...Object.keys(RECIPES), ...Object.keys(WRITE_NOTHING)].sort()).toEqual(staffMutations);
  });

  it('writes an entry for each one called successfully, naming the caller, their address and their browser', async () => {
    const wrong: string[] = [];
    const secrets: string[] = [];
    for (const name of staffMutations) {
      const recipe = RECIPES[name];
      if (!recipe) continue;
      const input = await recipe.input();
      const before = (await entriesOf(recipe.who)).total;
      // The same session from another address and browser: the site reads the address through TRUST_PROXY.
      const n = ++addresses;
      const origin = { ip: `10.33.0.${n}`, userAgent: `audit-coverage/${n}` };
      const caller = new HttpClient(site.url, {
        'X-Forwarded-For': origin.ip,
        'User-Agent': origin.userAgent,
      });
      caller.cookie = people[recipe.who].cookie;
      const answer = await caller.trpc(name, 'mutation', input);
      expect({ name, status: answer.status, error: answer.error?.message }).toEqual({
        name,
        status: 200,
        error: undefined,
      });
      // The keys the answers show once: no entry may hold one.
      if (typeof answer.data?.key === 'string') secrets.push(answer.data.key);
      const after = await entriesOf(recipe.who);
      const written = after.rows.slice(0, after.total - before);
      if (written.length === 0) wrong.push(`${name}: no entry`);
      for (const entry of written)
        if (entry.actor.ip !== origin.ip || entry.actor.userAgent !== origin.userAgent)
          wrong.push(`${name}: written from ${entry.actor.ip} by ${entry.actor.userAgent}`);
    }
    expect(wrong).toEqual([]);
    expect(secrets).toHaveLength(2);
    const pages: AuditPageDto[] = [];
    do pages.push((await people.owner.trpc('audit.entries', 'query', { page: pages.length + 1 })).data);
    while (pages.length < (pages[0]?.pageCount ?? 0));
    const written = JSON.stringify(pages.flatMap((page) => page.rows));
    expect(written).toContain('Weekly robot');
    for (const secret of [...secrets, '$argon2']) expect(written).not.toContain(secret);
  }, 60_000);
});
