import { afterAll, describe, expect, it } from 'vitest';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { migrationsList } from '#migrations/index.ts';
import { testLogger } from '../fixtures/logger.ts';
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres.ts';
import { postgresUrl } from '../fixtures/services.ts';

const serverUrl = postgresUrl();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function open(kind: 'pglite' | 'postgresql'): Promise<Database> {
  let testDatabase: TestDatabase | undefined;
  if (kind === 'postgresql') {
    if (!serverUrl) throw new Error('unreachable: PostgreSQL cases are only listed when DATABASE_URL is set');
    testDatabase = await createTestDatabase(serverUrl);
    cleanups.push(() => testDatabase?.drop() ?? Promise.resolve());
  }
  const database = await openDatabase({ databaseUrl: testDatabase?.url, logger: testLogger });
  cleanups.push(() => database.close());
  return database;
}

// PGlite always; PostgreSQL whenever a server is configured (CI sets one and REQUIRE_SERVICES=1).
const kinds = serverUrl ? (['pglite', 'postgresql'] as const) : (['pglite'] as const);

describe.each(kinds)('the migration history on %s', (kind) => {
  it('applies every migration once, in order, to an empty database', async () => {
    const database = await open(kind);
    expect(await database.migrate()).toEqual(migrationsList.map((migration) => migration.name));
    expect(await database.migrate()).toEqual([]);
  });

  it('leaves a schema that matches the ORM mappings exactly', async () => {
    const database = await open(kind);
    await database.migrate();
    const diff = await database.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('stores and reads users, refusing a second account with the same e-mail', async () => {
    const database = await open(kind);
    await database.migrate();
    const users = new OrmUserRepository(database.fork());
    const created = await users.create(
      {
        email: 'ada@example.com',
        passwordHash: 'hash',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: null,
        role: 'editor',
      },
      100,
    );
    const found = await new OrmUserRepository(database.fork()).findByEmail('ada@example.com');
    expect(found).toMatchObject({ id: created.id, firstName: 'Ada', role: 'editor', phone: null });
    await expect(
      new OrmUserRepository(database.fork()).create({ ...created, passwordHash: 'other', role: 'user' }, 100),
    ).rejects.toThrow('An account with this email already exists');
    expect(await new OrmUserRepository(database.fork()).count()).toBe(1);
  });
});
