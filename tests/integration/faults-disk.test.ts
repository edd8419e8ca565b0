import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { type SmallDisk, smallDisk } from '../fixtures/harness/small-disk.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, EDITOR, signIn } from '../fixtures/harness/staff-accounts.ts';

const DISK_BYTES = 2 * 1024 * 1024;
const STORAGE_FULL =
  'There is no room left to store this file. Free some space on the server, then try again.';

/** A PNG of random pixels: it does not compress, so its size on disk is about `width × height × 3`. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
/** An MP4's first box (`ftyp`, isom) then random bytes: read as a video by its head. */
const fakeVideo = (bytes: number) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    randomBytes(bytes - 24),
  ]);

// On PostgreSQL only: PGlite keeps its files in DATA_DIR, which this test fills.
const disk = postgresUrl()
  ? await smallDisk(DISK_BYTES)
  : { unavailable: 'it needs PostgreSQL (DATABASE_URL)' };
const skipReason = 'unavailable' in disk ? disk.unavailable : undefined;
if (skipReason) console.warn(`faults-disk: skipped, ${skipReason}`);

let environment: SiteEnvironment;
let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let ipCounter = 0;
const dataDir = () => (disk as SmallDisk).dir;

const visitor = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.33.3.${++ipCounter}` });
const sql = <Row>(text: string, params: unknown[] = []) =>
  queryDatabase<Row>(environment.env.DATABASE_URL ?? '', text, params);

/** Every file under the uploads folder (incoming area and buckets), by its path there. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir(), 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe.skipIf(skipReason)('the disk fills while an upload is stored', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The site's files on the small disk; jobs run in the site (the disk is the site's own).
    environment = await createSiteEnvironment({
      DATA_DIR: dataDir(),
      SMTP_URL: smtp.url,
      SEED_DEMO_CONTENT: 'false',
    });
    delete environment.env.REDIS_URL;
    await createStaffAccounts(environment.env);
    site = await startSiteProcess(environment.env);
  }, 60_000);

  afterEach(() => (disk as SmallDisk).unfill());

  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
    await environment?.cleanup();
    await (disk as SmallDisk).remove();
  });

  it('refuses a post image that does not fit with a clear message, and keeps no part of it', async () => {
    const editor = await signIn(visitor(), EDITOR);
    const response = await editor.upload('/api/blog/images', await noise(1000, 1000), 'image/png');
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: STORAGE_FULL, code: 'BLOG.STORAGE_FULL' });
    expect(await storedFiles()).toEqual([]);
    expect((await visitor().page('/blog')).status).toBe(200);
  });

  it('refuses a video that does not fit, streamed, and keeps no part of it', async () => {
    const editor = await signIn(visitor(), EDITOR);
    const response = await editor.upload('/api/blog/videos', fakeVideo(3 * 1024 * 1024), 'video/mp4');
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: STORAGE_FULL, code: 'BLOG.STORAGE_FULL' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an image received whole whose stored copies do not fit, and removes the copies made', async () => {
    const editor = await signIn(visitor(), EDITOR);
    const image = await noise(420, 420);
    await (disk as SmallDisk).fillLeaving(image.byteLength + 200 * 1024);
    const response = await editor.upload('/api/blog/images', image, 'image/png');
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: STORAGE_FULL, code: 'BLOG.STORAGE_FULL' });
    expect(await storedFiles()).toEqual([]);
  });

  it("tells a client which image failed, and lists no image the project's page cannot show", async () => {
    const { status, data } = await visitor().trpc('clients.submitInquiry', 'mutation', {
      name: 'Disk Full',
      email: 'disk-full@example.com',
      projectName: 'Full disk site',
      projectTypes: ['website'],
      description: 'A site whose pictures do not fit.',
      budgetRange: 'under_1k',
      timelinePreference: 'asap',
      consent: true,
    });
    expect(status).toBe(200);
    const upload = (image: BodyInit, name: string) =>
      visitor().upload('/api/client-onboarding/reference-images', image, 'image/png', {
        'X-Upload-Permit': data.uploadPermit,
        'X-File-Name': encodeURIComponent(name),
      });

    const tooBig = await upload(await noise(1000, 1000), 'moodboard.png');
    expect(tooBig.status).toBe(507);
    expect(await tooBig.json()).toMatchObject({ error: 'Failed to upload moodboard.png' });
    const image = await noise(420, 420);
    await (disk as SmallDisk).fillLeaving(image.byteLength + 100 * 1024);
    const noRoomForCopy = await upload(image, 'sketch.png');
    expect(noRoomForCopy.status).toBe(507);
    expect(await noRoomForCopy.json()).toMatchObject({ error: 'Failed to upload sketch.png' });
    expect(await storedFiles()).toEqual([]);
    const [project] = await sql<{ reference_images: string[]; description: string }>(
      `select "reference_images", "description" from "projects" where "id" = $1`,
      [data.projectId],
    );
    expect(project).toEqual({ reference_images: [], description: 'A site whose pictures do not fit.' });

    // Room again: the same inquiry takes an image, stored and listed.
    await (disk as SmallDisk).unfill();
    const fits = await upload(await noise(64, 48), 'logo.png');
    expect(fits.status).toBe(201);
    const { url } = (await fits.json()) as { url: string };
    const [after] = await sql<{ reference_images: string[] }>(
      `select "reference_images" from "projects" where "id" = $1`,
      [data.projectId],
    );
    expect(after?.reference_images).toEqual([url]);
    expect(await storedFiles()).toEqual([expect.stringMatching(/^project-files\/.+\/reference-1-\d+\.png$/)]);
  });
});
