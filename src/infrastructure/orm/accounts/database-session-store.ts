import type { EntityManager } from '@mikro-orm/core';
import session, { type SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';

const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/**
 * A rolling session's expiry is pushed back at most this often per process: touched on every request,
 * each signed-in page paid for a write (and PGlite's occasional checkpoint behind it, in the admin
 * lists' p95). The session lives 30 days; ten minutes of it are not worth a write a page.
 */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

type Callback = (error?: unknown) => void;

/**
 * express-session's store in the `sessions` table: sessions survive restarts and are shared by every
 * web process. Expired rows are ignored on read and pruned hourly.
 *
 * In SQL rather than through `SessionRecord`: `set` is one atomic upsert of the session as
 * `JSON.stringify` writes it (honouring the cookie's own `toJSON`), and every call compares with the
 * database's clock (`now()`), whichever process asks.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly fork: () => EntityManager;
  private readonly pruneTimer: ReturnType<typeof setInterval>;
  /** When this process last wrote each session's expiry. */
  private readonly lastWritten = new LRUCache<string, number>({ max: 10_000 });
  /**
   * What this process last wrote of each session. A sign-in is saved twice, unchanged: by passport,
   * then by express-session as the response ends, after its headers have left. The second write is
   * skipped, so it can neither cost a query nor bring back a session a quick sign-out has ended.
   */
  private readonly lastData = new LRUCache<string, string>({ max: 10_000 });

  constructor(fork: () => EntityManager) {
    super();
    this.fork = fork;
    this.pruneTimer = setInterval(() => void this.prune().catch(() => {}), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.run<{ data: SessionData }[]>(
      `select "data" from "sessions" where "sid" = ? and "expires_at" > now()`,
      [sid],
    ).then(
      (rows) => callback(null, rows[0]?.data ?? null),
      (error) => callback(error),
    );
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    const json = JSON.stringify(data);
    if (this.lastData.get(sid) === json) {
      callback?.();
      return;
    }
    this.lastWritten.set(sid, Date.now());
    this.lastData.set(sid, json);
    this.run(
      `insert into "sessions" ("sid", "data", "expires_at") values (?, ?, ?)
       on conflict ("sid") do update set "data" = excluded."data", "expires_at" = excluded."expires_at"`,
      [sid, json, expiryOf(data)],
    ).then(
      () => callback?.(),
      (error) => {
        this.lastData.delete(sid);
        callback?.(error);
      },
    );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const now = Date.now();
    if (now - (this.lastWritten.get(sid) ?? 0) < TOUCH_EVERY_MS) {
      callback?.();
      return;
    }
    this.lastWritten.set(sid, now);
    this.run(`update "sessions" set "expires_at" = ? where "sid" = ?`, [expiryOf(data), sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.lastWritten.delete(sid);
    this.lastData.delete(sid);
    this.run(`delete from "sessions" where "sid" = ?`, [sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  /** Deletes expired sessions; returns how many. */
  async prune(): Promise<number> {
    const rows = await this.run<{ sid: string }[]>(
      `delete from "sessions" where "expires_at" <= now() returning "sid"`,
      [],
    );
    return rows.length;
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private run<T>(sql: string, params: unknown[]): Promise<T> {
    return this.fork().getConnection().execute(sql, params) as Promise<T>;
  }
}

function expiryOf(data: SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_LIFETIME_MS);
}
