import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MigrationsOptions } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { seedBooking } from '#application/booking/seed-booking.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmSeededServiceLog } from '#infrastructure/orm/booking/seeded-service-log.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { entities } from '#infrastructure/orm/entities.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { migrationsList } from '#migrations/index.ts';
import { Migration20261121000000_users } from '#migrations/Migration20261121000000_users.ts';
import { Migration20261121010000_accounts } from '#migrations/Migration20261121010000_accounts.ts';
import { Migration20261121020000_blog } from '#migrations/Migration20261121020000_blog.ts';
import { Migration20261121030000_blog_admin } from '#migrations/Migration20261121030000_blog_admin.ts';
import { Migration20261121040000_contact } from '#migrations/Migration20261121040000_contact.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { createTestDatabase, type TestDatabase } from '../fixtures/harness/postgres.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';

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
  // The database the first test migrated serves the next two: migrating an empty PGlite takes seconds.
  let migrated: Promise<Database> | undefined;
  const migratedDatabase = () => {
    migrated ??= open(kind).then(async (database) => {
      await database.migrate();
      return database;
    });
    return migrated;
  };

  it('applies every migration once, in order, to an empty database', async () => {
    const database = await open(kind);
    expect(await database.migrate()).toEqual(migrationsList.map((migration) => migration.name));
    expect(await database.migrate()).toEqual([]);
    migrated = Promise.resolve(database);
  });

  it('leaves a schema that matches the ORM mappings exactly', async () => {
    const database = await migratedDatabase();
    const diff = await database.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('stores and reads users, refusing a second account with the same e-mail', async () => {
    const database = await migratedDatabase();
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

/** Where a database lives across two openings: a PGlite folder, or a database on the PostgreSQL server. */
async function newLocation(
  kind: 'pglite' | 'postgresql',
): Promise<{ databaseUrl?: string; pgliteDir?: string }> {
  if (kind === 'postgresql') {
    if (!serverUrl) throw new Error('unreachable: PostgreSQL cases are only listed when DATABASE_URL is set');
    const testDatabase = await createTestDatabase(serverUrl);
    cleanups.push(() => testDatabase.drop());
    return { databaseUrl: testDatabase.url };
  }
  const pgliteDir = mkdtempSync(join(tmpdir(), 'migrations-test-'));
  cleanups.push(async () => rmSync(pgliteDir, { recursive: true, force: true }));
  return { pgliteDir };
}

type History = NonNullable<MigrationsOptions['migrationsList']>;

/** Brings a database to an older migration history, writes rows in it as they were then, and closes it. */
async function runHistory(
  location: { databaseUrl?: string; pgliteDir?: string },
  history: History,
  rows: string[],
): Promise<void> {
  const options = {
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList: history,
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
    allowGlobalContext: false,
    debug: false,
  };
  const orm = location.databaseUrl
    ? await PostgresORM.init({ ...options, clientUrl: location.databaseUrl })
    : await PgliteORM.init({ ...options, dbName: location.pgliteDir });
  try {
    await orm.migrator.up();
    const em = orm.em.fork();
    for (const row of rows) await runSql(em, row);
  } finally {
    await orm.close();
  }
}

/** Migration 4 as it read after it was edited in place (7eae00a): tags got their position there. */
class EditedBlogAdmin extends Migration20261121030000_blog_admin {
  override up(): void {
    super.up();
    this.addSql(`alter table "post_tags" add column "position" smallint not null default 0;`);
    this.addSql(`
      update "post_tags" t set "position" = ordered."position"
      from (
        select "post_id", "tag", row_number() over (partition by "post_id" order by "tag") - 1 as "position"
        from "post_tags"
      ) ordered
      where t."post_id" = ordered."post_id" and t."tag" = ordered."tag";`);
  }
}

/** Migration 5 as it read after it was edited in place (a22622b): the outbox column came with the table. */
class EditedContact extends Migration20261121040000_contact {
  override up(): void {
    super.up();
    this.addSql(`alter table "contact_messages" add column "notification_queued_at" timestamptz null;`);
  }
}

const BEFORE_THE_FIX = [
  Migration20261121000000_users,
  Migration20261121010000_accounts,
  Migration20261121020000_blog,
];
const POST = `insert into "blog_posts" ("id", "slug", "title", "content")
  values ('00000000-0000-4000-8000-000000000001', 'a-post', 'A post', 'Text')`;
const FIX = 'Migration20261124000000_post_tag_position_and_contact_outbox';

/** The listed migrations from `first` on: what a database that stopped just before it still runs. */
const namesFrom = (first: string) => {
  const names = migrationsList.map((migration) => migration.name);
  return names.slice(names.indexOf(first));
};

async function tagsInOrder(database: Database) {
  return runSql<{ tag: string; position: number }>(
    database.fork(),
    `select "tag", "position" from "post_tags" order by "position", "tag"`,
  );
}

describe.each(kinds)('the post_tags.position and contact outbox migration on %s', (kind) => {
  it('keeps the positions and outbox times of a database that ran the edited migrations 4 and 5', async () => {
    const location = await newLocation(kind);
    await runHistory(
      location,
      [
        ...BEFORE_THE_FIX,
        { name: 'Migration20261121030000_blog_admin', class: EditedBlogAdmin },
        { name: 'Migration20261121040000_contact', class: EditedContact },
      ],
      [
        POST,
        `insert into "post_tags" ("post_id", "tag", "position") values
          ('00000000-0000-4000-8000-000000000001', 'zeta', 0),
          ('00000000-0000-4000-8000-000000000001', 'alpha', 1)`,
        `insert into "contact_messages" ("id", "name", "email", "message", "ip", "notification_queued_at") values
          ('00000000-0000-4000-8000-000000000002', 'Queued', 'q@example.com', 'Hi', '10.0.0.1', '2026-11-22T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000003', 'Waiting', 'w@example.com', 'Hi', '10.0.0.1', null)`,
      ],
    );
    const database = await openDatabase({ ...location, logger: testLogger });
    cleanups.push(() => database.close());

    expect(await database.migrate()).toEqual(namesFrom(FIX));
    expect(await tagsInOrder(database)).toEqual([
      { tag: 'zeta', position: 0 },
      { tag: 'alpha', position: 1 },
    ]);
    const messages = await runSql<{ name: string; queued: Date | string | null }>(
      database.fork(),
      `select "name", "notification_queued_at" as "queued" from "contact_messages" order by "name"`,
    );
    expect(messages.map(({ name, queued }) => [name, queued && new Date(queued).toISOString()])).toEqual([
      ['Queued', '2026-11-22T10:00:00.000Z'],
      ['Waiting', null],
    ]);
    expect((await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  });

  it('adds both columns to a database that ran migrations 4 and 5 as shipped, tags numbered alphabetically', async () => {
    const location = await newLocation(kind);
    await runHistory(
      location,
      [...BEFORE_THE_FIX, Migration20261121030000_blog_admin, Migration20261121040000_contact],
      [
        POST,
        `insert into "post_tags" ("post_id", "tag") values
          ('00000000-0000-4000-8000-000000000001', 'zeta'),
          ('00000000-0000-4000-8000-000000000001', 'alpha'),
          ('00000000-0000-4000-8000-000000000001', 'mid')`,
        `insert into "contact_messages" ("id", "name", "email", "message", "ip", "created_at") values
          ('00000000-0000-4000-8000-000000000002', 'Sent', 's@example.com', 'Hi', '10.0.0.1', '2026-11-21T09:00:00Z')`,
      ],
    );
    const database = await openDatabase({ ...location, logger: testLogger });
    cleanups.push(() => database.close());

    expect(await database.migrate()).toEqual(namesFrom(FIX));
    expect(await tagsInOrder(database)).toEqual([
      { tag: 'alpha', position: 0 },
      { tag: 'mid', position: 1 },
      { tag: 'zeta', position: 2 },
    ]);
    // Its e-mail was queued when it was sent: the outbox must not send it to the owner again.
    const [message] = await runSql<{ queued: Date | string | null }>(
      database.fork(),
      `select "notification_queued_at" as "queued" from "contact_messages"`,
    );
    expect(message?.queued && new Date(message.queued).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect((await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');

    // Back to the state before the fix (MikroORM's `to` is the last migration kept).
    await database.orm.migrator.down({ to: 'Migration20261121040000_contact' });
    const columns = await runSql<{ column_name: string }>(
      database.fork(),
      `select "column_name" from information_schema.columns
       where table_schema = current_schema() and column_name in ('position', 'notification_queued_at')`,
    );
    expect(columns).toEqual([]);
  });
});

describe.each(kinds)('the log of seeded services on %s', (kind) => {
  const SEEDED_LOG = 'Migration20261128020000_booking_seeded_services';
  const before = migrationsList.slice(
    0,
    migrationsList.findIndex((migration) => migration.name === SEEDED_LOG),
  );
  const seedDeps = (database: Database) => ({
    services: new OrmServiceRepository(database.fork()),
    availability: new OrmAvailabilityRepository(database.fork()),
    seeded: new OrmSeededServiceLog(database.fork()),
  });
  const slugs = async (database: Database) =>
    (
      await runSql<{ slug: string }>(
        database.fork(),
        `select "slug" from "services" order by "position", "slug"`,
      )
    ).map((row) => row.slug);

  // The history before it runs on PostgreSQL only here: PGlite gets pg_trgm (search) from `openDatabase`.
  it.skipIf(kind === 'pglite')(
    "counts an older site's six seeded services as given: demo content adds the two it lacks, not one the owner renamed",
    async () => {
      const location = await newLocation(kind);
      // The six the seed wrote then, the first renamed by the owner since.
      const older = [
        'medai',
        'electrical-consultation',
        'technical-consultation',
        'solar-consultation',
        'education-consultation',
        'mix-marshall-arts',
      ];
      await runHistory(
        location,
        before,
        older.map(
          (slug, position) =>
            `insert into "services" ("id", "slug", "name", "duration_minutes", "position") values ('00000000-0000-4000-8000-00000000010${position}', '${slug}', '${slug}', 60, ${position})`,
        ),
      );
      const database = await openDatabase({ ...location, logger: testLogger });
      cleanups.push(() => database.close());
      expect((await database.migrate())[0]).toBe(SEEDED_LOG);

      expect(await seedBooking(seedDeps(database), { demoContent: false })).toEqual({ outcome: 'skipped' });
      expect(await seedBooking(seedDeps(database), { demoContent: true })).toEqual({
        outcome: 'added',
        slugs: ['personal-consultation', 'business-strategy-session'],
      });
      expect(await slugs(database)).toEqual([...older, 'personal-consultation', 'business-strategy-session']);
      expect(await seedBooking(seedDeps(database), { demoContent: true })).toEqual({ outcome: 'skipped' });
      const [translated] = await runSql<{ name: string }>(
        database.fork(),
        `select "translations"->'de'->>'name' as "name" from "services" where "slug" = 'business-strategy-session'`,
      );
      expect(translated?.name).toBeTruthy();
    },
  );

  it('gives a fresh site every seeded service and notes each as given', async () => {
    const database = await open(kind);
    await database.migrate();
    expect(await runSql(database.fork(), `select * from "booking_seeded_services"`)).toEqual([]);
    expect(await seedBooking(seedDeps(database), { demoContent: true })).toMatchObject({
      outcome: 'seeded',
      services: 8,
    });
    const given = await runSql<{ slug: string }>(
      database.fork(),
      `select "slug" from "booking_seeded_services"`,
    );
    expect(given.map((row) => row.slug).sort()).toEqual((await slugs(database)).sort());
    expect(await seedBooking(seedDeps(database), { demoContent: true })).toEqual({ outcome: 'skipped' });
  });
});
