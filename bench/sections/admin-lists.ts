/**
 * Issue 16: the staff's full lists and dashboards with 10,000 clients, 30,000 projects (and as many
 * conversations), 100,000 messages, 10,000 proposals and 20,000 transactions, rendered on every request
 * for the signed-in owner. Server time is the p95 of requests sent one after another on one keep-alive
 * connection, as in `many-posts.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { serverTimeP95 } from '../server-time.ts';
import { signInOwner } from '../sign-in.ts';
import { startSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const CLIENTS = 10_000;
const GOAL_MS = 50;
const SEARCH_WORD = 'harbour';
const REQUESTS = 150;

const adminRequests = [
  '/admin/dashboard',
  '/admin/clients',
  '/admin/clients/all',
  `/admin/clients/all?q=${SEARCH_WORD}`,
  '/admin/clients/all?page=200',
  '/admin/clients/all?sort=projects&dir=desc',
  '/admin/projects',
  `/admin/projects?q=${SEARCH_WORD}`,
  '/admin/projects?page=600',
  '/admin/projects?status=active',
  '/admin/conversations',
  `/admin/conversations?q=${SEARCH_WORD}`,
  '/admin/conversations?page=600',
  '/admin/proposals',
  `/admin/proposals?q=${SEARCH_WORD}`,
  '/admin/proposals?page=200',
  '/admin/proposals?status=sent',
] as const;

const WORDS = `array['garden', 'harbour', 'meadow', 'orchard', 'pottery', 'quarry', 'river', 'saddle', 'timber',
  'valley', 'weaving', 'willow', 'cellar', 'bakery', 'copper', 'forest', 'glacier', 'island', 'journey', 'lantern']`;

/**
 * Everything written straight into the site's database while the site is stopped, then `analyze`. The
 * projects are old inquiries whose owner was told long ago (`owner_notified_at`): left null, the site's
 * catch-up pass would e-mail the owner about each of them while the pages are measured.
 */
export async function seedAdminLists(location: { databaseUrl?: string; pgliteDir?: string }) {
  const { openDatabase } = await import('#infrastructure/orm/database.ts');
  const { runSql } = await import('#infrastructure/orm/sql.ts');
  const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
  const database = await openDatabase({ ...location, logger: silent as never });
  try {
    const em = database.fork();
    const sql = (query: string) => runSql(em, query);
    await sql(`
      insert into "clients" ("id", "name", "email", "company", "account_balance", "created_at")
      select gen_random_uuid(), initcap(w[1 + i % 20]) || ' ' || initcap(w[1 + (i * 7) % 20]) || ' ' || i,
        'client' || i || '@bench.example', case when i % 3 = 0 then initcap(w[1 + (i * 3) % 20]) || ' Ltd' end,
        (i * 37) % 100000, now() - make_interval(mins => i)
      from generate_series(1, ${CLIENTS}) as i, (select ${WORDS} as w) as words`);
    await sql(`
      insert into "projects" ("id", "client_id", "name", "status", "created_at", "owner_notified_at")
      select gen_random_uuid(), c."id", initcap(w[1 + (abs(hashtext(c."email")) + k) % 20]) || ' site ' || k,
        (array['new', 'active', 'completed', 'cancelled', 'on_hold'])[1 + (abs(hashtext(c."email")) + k) % 5],
        c."created_at" + make_interval(secs => k), c."created_at" + make_interval(secs => k)
      from "clients" c, generate_series(1, 3) as k, (select ${WORDS} as w) as words`);
    await sql(`
      insert into "conversations" ("id", "client_id", "project_id", "title", "created_at")
      select gen_random_uuid(), p."client_id", p."id", p."name" || ' - Initial Inquiry', p."created_at"
      from "projects" p`);
    await sql(`
      with numbered as (select "id", row_number() over (order by "id") as n from "conversations")
      insert into "conversation_messages" ("id", "conversation_id", "author", "body", "sent_at", "read_at")
      select gen_random_uuid(), numbered."id", case when i % 2 = 0 then 'client' else 'owner' end,
        'Message ' || i, now() - make_interval(secs => i), case when i % 5 <> 0 then now() end
      from generate_series(1, 100000) as i join numbered on numbered.n = 1 + i % 30000`);
    await sql(`
      update "conversations" v set "last_message_at" = m."at"
      from (select "conversation_id", max("sent_at") as "at" from "conversation_messages" group by 1) m
      where m."conversation_id" = v."id"`);
    await sql(`
      insert into "proposals" ("id", "project_id", "title", "total_amount", "status", "created_at", "updated_at")
      select gen_random_uuid(), p."id", 'Proposal for ' || p."name", 100000 + abs(hashtext(p."name")) % 900000,
        (array['draft', 'sent', 'client_reviewing', 'approved', 'locked'])[1 + abs(hashtext(p."id"::text)) % 5],
        p."created_at", p."created_at"
      from "projects" p where p."name" like '% site 1'`);
    await sql(`
      insert into "account_transactions" ("id", "client_id", "type", "amount", "balance_after", "description", "created_at")
      select gen_random_uuid(), c."id", case when k = 1 then 'credit' else 'debit' end, 5000, 0, 'Bench',
        now() - make_interval(days => (abs(hashtext(c."email")) + k) % 60)
      from "clients" c, generate_series(1, 2) as k`);
    await sql('analyze');
  } finally {
    await database.close();
  }
}

/** Each admin request's p95 on a started site, signed in as the owner; the site is stopped after. */
async function measureAdminRequests(site: Awaited<ReturnType<typeof startSite>>) {
  const figures: Array<{ p95: number; errors: number }> = [];
  try {
    const cookie = await signInOwner(site.url);
    for (const requestPath of adminRequests)
      figures.push(
        await serverTimeP95(`${site.url}${requestPath}`, {
          headers: { Cookie: cookie, 'X-Forwarded-Proto': 'https' },
          warmUps: 15,
          requests: REQUESTS,
        }),
      );
  } finally {
    await site.stop();
  }
  return figures;
}

export async function adminListsSection() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-admin-lists-'));
  const serverUrl = process.env.DATABASE_URL;
  // On PostgreSQL, a database of its own (dropped after), never the one DATABASE_URL names.
  const scratchDatabase = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const siteEnv = {
    PAGE_CACHE_TTL_MS: '0',
    DATA_DIR: dataDir,
    ...(scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : {}),
  };
  const where = scratchDatabase ? 'PostgreSQL' : 'PGlite';
  try {
    // Started once first so the migrations and the owner's account exist before the seed; the same
    // pages with only the demo content are the baseline.
    const baseline = await measureAdminRequests(await startSite(siteEnv));
    await seedAdminLists(
      scratchDatabase ? { databaseUrl: scratchDatabase.url } : { pgliteDir: path.join(dataDir, 'db') },
    );
    const figures = await measureAdminRequests(await startSite(siteEnv));
    console.log(
      `\nThe staff's lists with ${CLIENTS.toLocaleString('en')} clients, 30,000 projects and 100,000 messages, rendered on every request (${where}; server time p95: requests one after another on 1 connection)`,
    );
    console.table(
      adminRequests.map((request, index) => ({
        request,
        'p95 ms': figures[index]?.p95,
        'baseline p95 ms, demo content': baseline[index]?.p95,
        goal: `≤ ${GOAL_MS} ms`,
        met: (figures[index]?.p95 ?? Infinity) <= GOAL_MS ? 'yes' : 'NO',
        errors: (figures[index]?.errors ?? 0) + (baseline[index]?.errors ?? 0),
      })),
    );
    for (const [index, request] of adminRequests.entries())
      addSummaryRow({
        measure: `${request} with ${CLIENTS.toLocaleString('en')} clients, server time p95 (${where})`,
        figure: `${figures[index]?.p95} ms`,
        baseline: `demo content ${baseline[index]?.p95} ms`,
        goal: `≤ ${GOAL_MS} ms`,
        met: (figures[index]?.p95 ?? Infinity) <= GOAL_MS && figures[index]?.errors === 0,
      });
  } finally {
    await scratchDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
