import type { EntityManager } from '@mikro-orm/core';
import type { RateLimiter, RateLimitState } from '#application/shared/ports.ts';

type Row = { count: number; expires_at: Date | string };

function toState(row: Row | undefined, now: number): RateLimitState {
  if (!row) return { count: 0, retryAfterMs: 0 };
  const expiresAt = new Date(row.expires_at).getTime();
  return expiresAt <= now
    ? { count: 0, retryAfterMs: 0 }
    : { count: Number(row.count), retryAfterMs: expiresAt - now };
}

/**
 * Fixed-window counters in the database, so every web process shares them and they survive restarts.
 * `hit` is one atomic upsert (named SQL: a counter under concurrency): a window that has ended starts
 * again at 1, and of two hits at once the second returns the first's count plus one.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitState> {
    const rows = await this.em.getConnection().execute<Row[]>(
      `insert into "rate_limits" ("key", "count", "expires_at")
       values (?, 1, now() + ? * interval '1 millisecond')
       on conflict ("key") do update set
         "count" = case when "rate_limits"."expires_at" <= now() then 1 else "rate_limits"."count" + 1 end,
         "expires_at" = case when "rate_limits"."expires_at" <= now()
           then excluded."expires_at" else "rate_limits"."expires_at" end
       returning "count", "expires_at"`,
      [key, windowMs],
    );
    return toState(rows[0], Date.now());
  }

  /** One conditional update, so two releases at once take back two events and never go below 0. */
  async release(key: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `update "rate_limits" set "count" = "count" - 1 where "key" = ? and "count" > 0 and "expires_at" > now()`,
        [key],
      );
  }

  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from "rate_limits" where "key" = ?`, [key]);
  }
}
