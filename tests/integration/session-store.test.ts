import type { SessionData } from 'express-session';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseSessionStore } from '#infrastructure/orm/accounts/database-session-store.ts';
import { OrmSessionRepository } from '#infrastructure/orm/accounts/session.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;
let store: DatabaseSessionStore;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  store = new DatabaseSessionStore(() => database.fork());
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  store?.close();
  await opened?.close();
});

/** A session as express-session hands it to the store: its cookie expires 30 days from "now". */
const sessionData = () =>
  ({ cookie: { expires: new Date(Date.now() + 30 * DAY) } }) as unknown as SessionData;
const call = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
const storedExpiry = async (sid: string) => {
  const [row] = await runSql<{ expires_at: string | Date }>(
    database.fork(),
    `select "expires_at" from "sessions" where "sid" = ?`,
    [sid],
  );
  return row ? new Date(row.expires_at).getTime() : null;
};

describe('the database session store', () => {
  it('pushes a rolling session back at most once per 10 minutes, not on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
    await call((done) => store.set('rolling', sessionData(), done));
    const written = await storedExpiry('rolling');

    vi.setSystemTime(new Date('2026-11-24T12:05:00Z'));
    await call((done) => store.touch('rolling', sessionData(), done));
    expect(await storedExpiry('rolling')).toBe(written);

    vi.setSystemTime(new Date('2026-11-24T12:11:00Z'));
    await call((done) => store.touch('rolling', sessionData(), done));
    expect(await storedExpiry('rolling')).toBe((written ?? 0) + 11 * MINUTE);
  });

  it('deletes a destroyed session', async () => {
    await call((done) => store.set('gone', sessionData(), done));
    await call((done) => store.destroy('gone', done));
    expect(await storedExpiry('gone')).toBeNull();
  });

  // Passport saves the session it signs in, and express-session saves it again, unchanged, as the
  // response ends (after the headers left): that late write must not bring back a session another
  // request (another process) has ended meanwhile.
  it('writes an unchanged session once, so a sign-out in between is not undone', async () => {
    const otherProcess = new DatabaseSessionStore(() => database.fork());
    const signedIn = sessionData();
    await call((done) => store.set('signed-in', signedIn, done));
    await call((done) => otherProcess.destroy('signed-in', done));
    await call((done) => store.set('signed-in', signedIn, done));
    otherProcess.close();
    expect(await storedExpiry('signed-in')).toBeNull();
  });
});

describe("ending a user's sessions", () => {
  const signedIn = (user: string) => ({ ...sessionData(), passport: { user } }) as unknown as SessionData;

  it("ends every session of the user but the one kept, and nobody else's", async () => {
    for (const [sid, user] of [
      ['ada-here', 'ada'],
      ['ada-phone', 'ada'],
      ['ada-laptop', 'ada'],
      ['bob-here', 'bob'],
    ] as const)
      await call((done) => store.set(sid, signedIn(user), done));
    const sessions = new OrmSessionRepository(database.fork());
    await sessions.endAllFor('ada', 'ada-here');
    expect(await storedExpiry('ada-here')).not.toBeNull();
    expect(await storedExpiry('ada-phone')).toBeNull();
    expect(await storedExpiry('ada-laptop')).toBeNull();
    expect(await storedExpiry('bob-here')).not.toBeNull();
    await sessions.endAllFor('ada');
    expect(await storedExpiry('ada-here')).toBeNull();
    expect(await storedExpiry('bob-here')).not.toBeNull();
  });
});
