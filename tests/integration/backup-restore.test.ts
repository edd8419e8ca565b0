import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_ENTRY, writeManifest } from '#infrastructure/backup/manifest.ts';
import { loadConfig } from '#infrastructure/config.ts';
import { withDatabaseSnapshot } from '#infrastructure/orm/backup/database-snapshot.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { openFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { STORED_FILE_BUCKETS } from '#infrastructure/storage/storage-keys.ts';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { createTestDatabase, queryDatabase, type TestDatabase } from '../fixtures/harness/postgres.ts';
import { projectRoot, startSiteProcess } from '../fixtures/harness/processes.ts';
import { type S3Server, startS3Server } from '../fixtures/harness/s3-server.ts';
import { postgresUrl, uniqueName } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';
import { openTestDatabase } from '../fixtures/harness/test-database.ts';

/**
 * `npm run backup` and `npm run restore` round trips: a seeded site on PostgreSQL and its disk, backed
 * up while it runs, restored into an empty PostgreSQL database and an empty S3 bucket; that one backed
 * up in turn and restored into an empty data folder (PGlite and the disk). Every row and every file
 * comes back, and the site starts on each.
 */

type Site = Awaited<ReturnType<typeof startSiteProcess>>;

const serverUrl = postgresUrl();
const DEMO_CLIENT = 'client@example.com';
const DEMO_POST = 'weekly-catch-up-robots-rollouts-and-rebuilds';
const DEMO_POST_TITLE = 'Weekly Catch-up: Robots, Rollouts and Rebuilds';
/** What a backup leaves out on purpose (docs/operations.md, "Backups": what it leaves out). */
const LEFT_OUT = new Set(['mikro_orm_migrations', 'sessions', 'rate_limits']);

let source: SiteEnvironment;
let sourceSite: Site | undefined;
let s3: S3Server;
const folders: string[] = [];
const databases: TestDatabase[] = [];
const sites: Site[] = [];
let ipCounter = 0;

const newFolder = async (name: string) => {
  const folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
  folders.push(folder);
  return folder;
};

/** Runs `npm run backup` or `npm run restore` as npm does, with only the given environment. */
function runCli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(projectRoot, `src/infrastructure/cli/${command}-cli.ts`), ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A data folder, database and file storage of its own for a site to be restored into. */
function siteEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: dataDir, QUEUE_PREFIX: uniqueName('restored'), TRUST_PROXY: 'loopback', ...extra };
}

/** Every row of every table a backup holds, each table's rows as sorted JSON lines. */
async function rowsOf(env: Record<string, string>): Promise<Record<string, string[]>> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, logger: testLogger }
      : { pgliteDir: path.join(env.DATA_DIR ?? '', 'db'), logger: testLogger },
  );
  try {
    const em = database.fork();
    const tables = await runSql<{ name: string }>(
      em,
      `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables.filter((table) => !LEFT_OUT.has(table.name))) {
      const found = await runSql<{ row: string }>(em, `select row_to_json(t)::text as row from "${name}" t`);
      rows[name] = found.map((row) => row.row).sort();
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** Every stored file (`bucket/key`) with its sha256, from the disk or the bucket the environment names. */
async function filesOf(env: Record<string, string>): Promise<Record<string, string>> {
  const opened = await openFileStorage(loadConfig({ NODE_ENV: 'test', ...env }));
  try {
    const files: Record<string, string> = {};
    for (const bucket of STORED_FILE_BUCKETS) {
      for await (const { key } of opened.storage.list(bucket)) {
        const file = await opened.storage.open(bucket, key);
        if (file.status !== 'found') throw new Error(`${bucket}/${key} listed but missing`);
        const hash = createHash('sha256');
        for await (const chunk of file.file.body) hash.update(chunk);
        files[`${bucket}/${key}`] = hash.digest('hex');
      }
    }
    return files;
  } finally {
    opened.close();
  }
}

const visitor = (site: { url: string }) =>
  new HttpClient(site.url, { 'X-Forwarded-For': `10.33.0.${++ipCounter}` });

/** What the demo seed lacks, made as people make it: an uploaded cover, a reference image, a signature, a deposit, a booking. */
async function addWhatTheSeedLacks(site: Site, env: Record<string, string>, dataDir: string) {
  const owner = await signIn(visitor(site), OWNER);
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const cover = await owner.upload('/api/blog/images', new Uint8Array(photo), 'application/octet-stream');
  expect(cover.status).toBe(201);

  const inquirer = visitor(site);
  const inquiry = await inquirer.trpc('clients.submitInquiry', 'mutation', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    projectName: 'Analytical engine site',
    projectTypes: ['website'],
    consent: true,
  });
  expect(inquiry.status).toBe(200);
  const reference = await inquirer.upload(
    '/api/client-onboarding/reference-images',
    new Uint8Array(photo),
    'image/jpeg',
    {
      'X-Upload-Permit': inquiry.data.uploadPermit,
      'X-File-Name': 'moodboard.jpg',
    },
  );
  expect(reference.status).toBe(201);

  const client = visitor(site);
  const asked = new Date();
  expect((await client.post('/auth/client/magic-link', { email: DEMO_CLIENT })).status).toBe(200);
  const { code } = await readSignInMail({ url: site.url, dataDir }, DEMO_CLIENT, asked);
  expect((await client.post('/auth/client/code', { email: DEMO_CLIENT, code })).status).toBe(200);
  const [proposal] = await queryDatabase<{ id: string }>(env.DATABASE_URL ?? '', `select id from proposals`);
  const opened = await client.trpc('proposals.open', 'mutation', { id: proposal?.id });
  expect(opened.status).toBe(200);
  const approved = await client.trpc('proposals.approve', 'mutation', {
    id: proposal?.id,
    revision: opened.data.revision.number,
    signedName: 'Demo Client',
    accept: true,
  });
  expect(approved.status).toBe(200);
  expect((await owner.trpc('proposals.recordBankTransfer', 'mutation', { id: proposal?.id })).status).toBe(
    200,
  );

  const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
  const service = 'personal-consultation';
  const slots = await visitor(site).trpc('booking.monthSlots', 'query', {
    service,
    month,
    timeZone: 'Europe/London',
  });
  const booked = await visitor(site).trpc('booking.book', 'mutation', {
    service,
    startsAt: slots.data.slots[0].startsAt,
    timeZone: 'Europe/London',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    notes: 'About a compiler',
  });
  expect(booked.status).toBe(200);
  return {
    coverUrl: (await cover.json()).url as string,
    referenceUrl: (await reference.json()).url as string,
  };
}

/** The restored site serves the post, the public cover, and the private reference image to its owner again. */
async function expectSiteServes(
  site: Site,
  urls: { coverUrl: string; referenceUrl: string },
  files: Record<string, string>,
) {
  const page = await visitor(site).page(`/blog/${DEMO_POST}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(DEMO_POST_TITLE);
  const cover = await visitor(site).get(urls.coverUrl);
  expect(cover.status).toBe(200);
  const sha = createHash('sha256')
    .update(Buffer.from(await cover.arrayBuffer()))
    .digest('hex');
  expect(sha).toBe(files[urls.coverUrl.replace('/storage/', '')]);
  // Sessions stay behind; the password hash does not: the owner signs in again.
  const owner = await signIn(visitor(site), OWNER);
  const reference = await owner.get(new URL(urls.referenceUrl).pathname);
  expect(reference.status).toBe(200);
}

const startRestoredSite = async (env: Record<string, string>) => {
  const site = await startSiteProcess(env);
  sites.push(site);
  return site;
};

describe.runIf(serverUrl)('backup and restore', { timeout: 60_000 }, () => {
  let urls: { coverUrl: string; referenceUrl: string };
  let archive: string;
  let sourceRows: Record<string, string[]>;
  let sourceFiles: Record<string, string>;

  beforeAll(async () => {
    source = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
    // E-mails as files from the web process: the sign-in code is read from them.
    delete source.env.REDIS_URL;
    await createStaffAccounts(source.env, [[OWNER, 'admin']]);
    const [started, server] = await Promise.all([
      startSiteProcess(source.env),
      startS3Server('restored-files'),
    ]);
    sourceSite = started;
    s3 = server;
    urls = await addWhatTheSeedLacks(sourceSite, source.env, source.dataDir);
    archive = path.join(await newFolder('backups'), 'site.tar.gz');
    // Taken while the site runs, as a nightly timer would.
    const backup = await runCli('backup', [archive], source.env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup written to .*site\.tar\.gz: \d+ rows in \d+ tables/);
    await sourceSite.stop();
    sourceRows = await rowsOf(source.env);
    sourceFiles = await filesOf(source.env);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await sourceSite?.stop();
    await s3?.stop();
    await Promise.all(databases.map((database) => database.drop()));
    await source?.cleanup();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('the seeded site has every kind of record and file a restore must bring back', () => {
    expect(sourceRows.blog_posts?.length).toBeGreaterThanOrEqual(4);
    expect(sourceRows.post_translations?.length).toBeGreaterThan(0);
    expect(sourceRows.clients?.length).toBe(2);
    expect(sourceRows.projects?.length).toBe(2);
    expect(sourceRows.conversation_messages?.length).toBeGreaterThanOrEqual(3);
    const proposal = JSON.parse(sourceRows.proposals?.[0] ?? '{}');
    expect(proposal).toMatchObject({ status: 'locked', approved_name: 'Demo Client' });
    expect(proposal.approved_content_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceRows.account_transactions?.length).toBe(3);
    expect(sourceRows.proposal_payments?.length).toBe(1);
    expect(sourceRows.bookings?.length).toBe(1);
    expect(Object.keys(sourceFiles).filter((file) => file.startsWith('blog-images/')).length).toBeGreaterThan(
      1,
    );
    expect(Object.keys(sourceFiles).filter((file) => file.startsWith('project-files/'))).toHaveLength(1);
  });

  /** The restored site's environment, which the next test backs up in turn. */
  let restoredToS3: Record<string, string> | undefined;

  it('restores the archive into an empty PostgreSQL database and S3 bucket: every row and file, and the site starts on it', async () => {
    const database = await createTestDatabase(serverUrl ?? '');
    databases.push(database);
    const env = siteEnv(await newFolder('restored-s3'), { DATABASE_URL: database.url, ...s3.env });
    const restore = await runCli('restore', [archive], env);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored .*site\.tar\.gz: \d+ rows in \d+ tables/);

    expect(await rowsOf(env)).toEqual(sourceRows);
    expect(await filesOf(env)).toEqual(sourceFiles);
    const site = await startRestoredSite(env);
    await expectSiteServes(site, urls, sourceFiles);
    restoredToS3 = env;
  });

  it('backs that site up from its bucket to a folder, and restores it into PGlite and the disk', async () => {
    const env = restoredToS3;
    if (!env) throw new Error('the restore into PostgreSQL and S3 did not finish');
    const folder = path.join(await newFolder('backups'), 'from-s3');
    expect((await runCli('backup', [folder], env)).code).toBe(0);
    const embedded = siteEnv(await newFolder('restored-pglite'));
    const again = await runCli('restore', [folder], embedded);
    expect(again.stderr).toBe('');
    expect(await rowsOf(embedded)).toEqual(sourceRows);
    expect(await filesOf(embedded)).toEqual(sourceFiles);
    const embeddedSite = await startRestoredSite(embedded);
    await expectSiteServes(embeddedSite, urls, sourceFiles);

    // The embedded database is the running site's alone: a backup waits for it to stop.
    const refused = await runCli('backup', [path.join(folder, '..', 'refused.tar.gz')], embedded);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${embeddedSite.child.pid}`);
    await embeddedSite.stop();
    const fromPglite = path.join(folder, '..', 'from-pglite.tar.gz');
    const taken = await runCli('backup', [fromPglite], embedded);
    expect(taken.stderr).toBe('');
    const checked = await runCli('restore', ['--check', fromPglite], {});
    expect(checked.stdout).toContain(`The backup ${fromPglite} is whole:`);
    expect(checked.stdout).toContain(`${Object.keys(sourceFiles).length} files`);
  });

  it('refuses a damaged archive, saying so, and writes nothing', async () => {
    const damaged = path.join(await newFolder('damaged'), 'site.tar.gz');
    const bytes = await readFile(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    const env = siteEnv(await newFolder('not-restored'));
    const restore = await runCli('restore', [damaged], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`The backup ${damaged} is damaged:`);
    expect(restore.stderr).toContain('Nothing was restored.');
    expect(await readdir(env.DATA_DIR ?? '')).toEqual([]);
  });

  it('refuses a folder whose file or manifest was altered, and a backup of a newer schema', async () => {
    const folder = path.join(await newFolder('altered'), 'backup');
    expect((await runCli('backup', [folder], { ...source.env })).code).toBe(0);
    const env = siteEnv(await newFolder('not-restored'));

    const cover = path.join(folder, 'files', urls.coverUrl.replace('/storage/', ''));
    const original = await readFile(cover);
    await writeFile(
      cover,
      Buffer.concat([original.subarray(0, -1), Buffer.from([(original.at(-1) ?? 0) ^ 1])]),
    );
    const altered = await runCli('restore', [folder], env);
    expect(altered.stderr).toContain(
      `The backup ${folder} is damaged: files/${urls.coverUrl.replace('/storage/', '')} does not match its checksum.`,
    );
    await writeFile(cover, original);

    const manifestFile = path.join(folder, MANIFEST_ENTRY);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await writeFile(manifestFile, JSON.stringify({ ...manifest, createdAt: new Date(0).toISOString() }));
    expect((await runCli('restore', [folder], env)).stderr).toContain('manifest.json was altered');

    const future = 'Migration20991231000000_from_the_future';
    const { format: _format, version: _version, checksum: _checksum, ...body } = manifest;
    body.database.migrations.push(future);
    body.database.schemaVersion = future;
    await writeFile(manifestFile, writeManifest(body));
    const newer = await runCli('restore', [folder], env);
    expect(newer.code).toBe(1);
    expect(newer.stderr).toContain(
      `The backup was taken by a newer version of the site: its database is at migration ${future}`,
    );
    expect(await readdir(env.DATA_DIR ?? '')).toEqual([]);
  });

  it('refuses to restore over a site that has data', async () => {
    const restore = await runCli('restore', [archive], source.env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('The database is not empty');
    expect(restore.stderr).toContain('Nothing was restored.');
    expect(await rowsOf(source.env)).toEqual(sourceRows);
  });
});

describe.runIf(serverUrl)('the database snapshot a backup reads', () => {
  it('holds every table as of one instant while the site goes on writing', async () => {
    const { database, close } = await openTestDatabase();
    const insert = (name: string) =>
      runSql(
        database.fork(),
        `insert into contact_messages (id, name, email, message, ip) values (gen_random_uuid(), ?, 'a@example.com', 'Hello there!', '10.0.0.1')`,
        [name],
      );
    const all = async (rows: AsyncIterable<string[]>) => {
      const found: string[] = [];
      for await (const batch of rows) found.push(...batch);
      return found.map((row) => JSON.parse(row).name).sort();
    };
    try {
      await insert('before');
      const seen = await withDatabaseSnapshot(database, async (snapshot) => {
        // Written by another connection once the snapshot began, in batches smaller than the table.
        await insert('during');
        return all(snapshot.rows('contact_messages', 1));
      });
      expect(seen).toEqual(['before']);
      expect(
        await withDatabaseSnapshot(database, (snapshot) => all(snapshot.rows('contact_messages', 1))),
      ).toEqual(['before', 'during']);
    } finally {
      await close();
    }
  });
});
