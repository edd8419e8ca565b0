/**
 * Issue 17: the free slots of one month for one service with 5,000 existing bookings, computed on every
 * request (`GET /trpc/booking.monthSlots`), beside the same call with no bookings. Server time is the
 * p95 of requests sent one after another on one keep-alive connection, as in `many-posts.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { serverTimeP95 } from '../server-time.ts';
import { startSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const BOOKINGS = 5_000;
const GOAL_MS = 20;
const REQUESTS = 300;
const SERVICE = 'technical-consultation';
const TIME_ZONE = 'Europe/London';

type Sql = (query: string) => Promise<unknown>;

/** Next month in London, 'YYYY-MM': inside every seeded service's 60-day horizon, and full of slots. */
function nextLondonMonth(now = new Date()): string {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * 5,000 confirmed bookings of the service, half an hour each with its 15-minute buffer after, one
 * every three hours from about 312 days ago to 312 days ahead: never overlapping (the exclusion
 * constraint would refuse it), about 240 in any month. Then `analyze`.
 */
export async function seedBookings(sql: Sql) {
  await sql(`
    insert into "bookings" ("id", "service_id", "starts_at", "ends_at", "blocked_from", "blocked_until",
      "status", "name", "email", "time_zone", "language", "cancel_token_hash", "reschedule_token_hash")
    select gen_random_uuid(), s."id", t, t + interval '30 minutes', t, t + interval '45 minutes',
      'confirmed', 'Bench visitor ' || n, 'visitor' || n || '@bench.example', 'Europe/London', 'en',
      md5('cancel' || n), md5('reschedule' || n)
    from generate_series(0, ${BOOKINGS - 1}) as n
    cross join (select "id" from "services" where "slug" = '${SERVICE}') as s
    cross join lateral (
      select date_trunc('hour', now()) - interval '${Math.round((BOOKINGS * 3) / 2)} hours' + n * interval '3 hours'
    ) as start(t)`);
  await sql('analyze "bookings"');
}

/** Written straight into the site's database while the site is stopped (PGlite admits one process). */
async function seedSiteBookings(location: { databaseUrl?: string; pgliteDir?: string }) {
  const { openDatabase } = await import('#infrastructure/orm/database.ts');
  const { runSql } = await import('#infrastructure/orm/sql.ts');
  const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
  const database = await openDatabase({ ...location, logger: silent as never });
  try {
    const em = database.fork();
    await seedBookings((query) => runSql(em, query));
  } finally {
    await database.close();
  }
}

/** The month's p95 on a started site; the site is stopped after. */
async function measureMonthSlots(site: Awaited<ReturnType<typeof startSite>>, month: string) {
  const input = encodeURIComponent(JSON.stringify({ service: SERVICE, month, timeZone: TIME_ZONE }));
  try {
    return await serverTimeP95(`${site.url}/trpc/booking.monthSlots?input=${input}`, { requests: REQUESTS });
  } finally {
    await site.stop();
  }
}

export async function bookingSlotsSection() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-booking-slots-'));
  const serverUrl = process.env.DATABASE_URL;
  // On PostgreSQL, a database of its own (dropped after), never the one DATABASE_URL names.
  const scratchDatabase = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const siteEnv = {
    PAGE_CACHE_TTL_MS: '0',
    DATA_DIR: dataDir,
    ...(scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : {}),
  };
  const where = scratchDatabase ? 'PostgreSQL' : 'PGlite';
  const month = nextLondonMonth();
  try {
    // Started once first so the migrations and the seeded services and week exist before the
    // bookings; the same call with no bookings is the baseline.
    const baseline = await measureMonthSlots(await startSite(siteEnv), month);
    await seedSiteBookings(
      scratchDatabase ? { databaseUrl: scratchDatabase.url } : { pgliteDir: path.join(dataDir, 'db') },
    );
    const figure = await measureMonthSlots(await startSite(siteEnv), month);
    const met = figure.p95 <= GOAL_MS && figure.errors === 0 && baseline.errors === 0;
    console.log(
      `\nThe slots of ${month} for ${SERVICE} with ${BOOKINGS.toLocaleString('en')} bookings, computed on every request (${where}; server time p95: requests one after another on 1 connection)`,
    );
    console.table([
      {
        request: `GET /trpc/booking.monthSlots ${month}`,
        'p95 ms': figure.p95,
        'baseline p95 ms, no bookings': baseline.p95,
        goal: `≤ ${GOAL_MS} ms`,
        met: met ? 'yes' : 'NO',
        errors: figure.errors + baseline.errors,
      },
    ]);
    addSummaryRow({
      measure: `slots of a month for one service with ${BOOKINGS.toLocaleString('en')} existing bookings, server time p95 (${where})`,
      figure: `${figure.p95} ms`,
      baseline: `no bookings ${baseline.p95} ms`,
      goal: `≤ ${GOAL_MS} ms`,
      met,
    });
  } finally {
    await scratchDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
