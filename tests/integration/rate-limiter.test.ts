import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { DatabaseRateLimiter } from '#infrastructure/orm/system/rate-limiter.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { openTestDatabase } from '../fixtures/harness/test-database.ts';

const kinds = postgresUrl() ? (['pglite', 'postgresql'] as const) : (['pglite'] as const);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const MINUTE = 60_000;

describe.each(kinds)('the database rate limiter on %s', (kind) => {
  let database: Database;
  // Each call on its own unit of work, as each request has.
  const limiter = () => new DatabaseRateLimiter(database.fork());

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    cleanups.push(() => opened.close());
    database = opened.database;
  });

  it('counts hits made at once one by one: each sees a count of its own', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () =>
        limiter()
          .hit('parallel', MINUTE)
          .then((state) => state.count),
      ),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('gives back one hit per release, never going below nothing', async () => {
    await limiter().hit('released', MINUTE);
    await limiter().hit('released', MINUTE);
    await Promise.all([
      limiter().release('released'),
      limiter().release('released'),
      limiter().release('released'),
    ]);
    expect((await limiter().hit('released', MINUTE)).count).toBe(1);
    await limiter().release('never-hit');
    expect((await limiter().hit('never-hit', MINUTE)).count).toBe(1);
  });

  it('gives nothing back to a window that has ended', async () => {
    await limiter().hit('ended', MINUTE);
    await runSql(
      database.fork(),
      `update "rate_limits" set "expires_at" = now() - interval '1 second' where "key" = ?`,
      ['ended'],
    );
    await limiter().release('ended');
    const [row] = await runSql<{ count: number }>(
      database.fork(),
      `select "count" from "rate_limits" where "key" = ?`,
      ['ended'],
    );
    expect(Number(row?.count)).toBe(1);
  });
});
