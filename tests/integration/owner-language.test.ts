import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#domain/accounts/user.ts';
import type { SiteLanguage } from '#domain/shared/language.ts';
import { OrmOwnerLanguage } from '#infrastructure/orm/accounts/owner-language.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

// The owner's notices go to the contact address; their language is the owner's account's.

let opened: OpenTestDatabase;
let database: Database;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(() => opened?.close());

/** Read as each notice reads it: on a unit of work of its own. */
const ownerLanguage = () => new OrmOwnerLanguage(database.fork(), 'Hello@Example.com').read();

async function account(email: string, role: Role, language: SiteLanguage, createdAt: string) {
  const user = await new OrmUserRepository(database.fork()).create(
    { email, passwordHash: null, firstName: 'A', lastName: 'B', phone: null, language, role },
    0,
  );
  await runSql(database.fork(), `update "users" set "created_at" = ? where "id" = ?`, [createdAt, user.id]);
  return user;
}

describe("the owner's language", () => {
  it('is English while there is no owner account', async () => {
    expect(await ownerLanguage()).toBe('en');
  });

  it("is the oldest admin account's when no account has the notice address (an editor's does not count)", async () => {
    await account('editor@example.com', 'editor', 'es', '2026-01-01T00:00:00Z');
    await account('second-admin@example.com', 'admin', 'it', '2026-03-01T00:00:00Z');
    await account('first-admin@example.com', 'admin', 'fr', '2026-02-01T00:00:00Z');
    expect(await ownerLanguage()).toBe('fr');
  });

  it("is the account's whose e-mail is the notice address, whatever its case, and follows its changes", async () => {
    const inbox = await account('hello@example.com', 'user', 'de', '2026-04-01T00:00:00Z');
    expect(await ownerLanguage()).toBe('de');
    await new OrmUserRepository(database.fork()).updateProfile(inbox.id, {
      firstName: 'A',
      lastName: 'B',
      phone: '020 7946 0000',
      language: 'pt',
    });
    expect(await ownerLanguage()).toBe('pt');
  });
});
