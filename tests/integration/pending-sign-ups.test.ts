import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrmPendingSignUpRepository } from '#infrastructure/orm/accounts/pending-sign-up.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;
const repository = () => new OrmPendingSignUpRepository(database.fork());

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => {
  await opened?.close();
});

const signUp = (email: string, sentAt: Date) => ({
  email,
  passwordHash: 'hash',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '0123',
  sentAt,
});

describe('pending sign-ups', () => {
  it('keeps one per address: a request while one waits changes nothing, one after it expired replaces it', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const cutoff = new Date('2026-11-26T10:00:00Z');
    expect(await repository().saveUnlessWaiting(signUp('ada@example.com', at), 'a'.repeat(64), cutoff)).toBe(
      true,
    );
    const second = { ...signUp('ada@example.com', at), firstName: 'Mallory' };
    expect(await repository().saveUnlessWaiting(second, 'b'.repeat(64), cutoff)).toBe(false);
    expect(await repository().findByTokenHash('b'.repeat(64))).toBeNull();
    expect(await repository().findByTokenHash('a'.repeat(64))).toMatchObject({
      firstName: 'Ada',
      sentAt: at,
    });
    const later = new Date('2026-11-28T11:00:00Z');
    const renewed = { ...signUp('ada@example.com', later), firstName: 'Augusta' };
    expect(
      await repository().saveUnlessWaiting(renewed, 'e'.repeat(64), new Date('2026-11-27T11:00:00Z')),
    ).toBe(true);
    expect(await repository().findByTokenHash('a'.repeat(64))).toBeNull();
    const found = await repository().findByTokenHash('e'.repeat(64));
    expect(found).toMatchObject({ email: 'ada@example.com', firstName: 'Augusta', sentAt: later });
    expect(await repository().remove(found?.id ?? '')).toBe(true);
    expect(await repository().remove(found?.id ?? '')).toBe(false);
  });

  it('removes those sent before a cutoff, and only those', async () => {
    const long = new Date('2026-01-01T00:00:00Z');
    await repository().saveUnlessWaiting(
      signUp('old@example.com', new Date('2026-11-25T10:00:00Z')),
      'c'.repeat(64),
      long,
    );
    await repository().saveUnlessWaiting(
      signUp('new@example.com', new Date('2026-11-27T10:00:00Z')),
      'd'.repeat(64),
      long,
    );
    expect(await repository().removeSentBefore(new Date('2026-11-26T10:00:00Z'))).toBe(1);
    expect(await repository().findByTokenHash('c'.repeat(64))).toBeNull();
    expect(await repository().findByTokenHash('d'.repeat(64))).not.toBeNull();
  });
});
