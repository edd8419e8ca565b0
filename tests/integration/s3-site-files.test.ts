import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '#infrastructure/storage/s3-client.ts';
import { S3FileStorage } from '#infrastructure/storage/s3-file-storage.ts';
import { bucketFileResponses } from '#web/server/http/bucket-file-responses.ts';
import { publicStorageRoutes } from '#web/server/http/storage.routes.ts';
import { clientWithProject as newClient } from '../fixtures/client-with-project.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { type S3Server, startS3Server } from '../fixtures/harness/s3-server.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';
import { hasFfmpeg, solidColourVideo } from '../fixtures/videos.ts';

/**
 * The site with its files in an S3 bucket (s3rver): what the editor uploads is stored by the worker in
 * the bucket and served back by the site as from the disk, and a client's files stay theirs.
 */

let s3: S3Server;
let client: S3Client;
let bucket: S3FileStorage;
let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let ipCounter = 0;

const visitor = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.32.3.${++ipCounter}` });
const clientWithProject = (email: string) =>
  newClient({ url: site.url, dataDir: environment.dataDir }, visitor, email);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  s3 = await startS3Server();
  client = createS3Client(s3.settings);
  bucket = new S3FileStorage({ client, bucket: s3.settings.bucket });
  environment = await createSiteEnvironment({ ...s3.env, SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  // With Redis the worker stores the uploads, as in production: it writes to the same bucket.
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  client?.destroy();
  await s3?.stop();
  await environment?.cleanup();
});

describe('files in an S3 bucket', { timeout: 15_000 }, () => {
  it('serves an image uploaded through the editor from the bucket, with the headers the disk gives', async () => {
    const owner = await signIn(visitor(), OWNER);
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const upload = await owner.upload('/api/blog/images', new Uint8Array(photo), 'image/jpeg');
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/storage\/blog-images\/[0-9a-f-]{36}\.jpg$/);

    const served = await visitor().get(url);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 500 });
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(served.headers.get('last-modified')).toBeTruthy();

    // As a browser revalidates (fetch itself would add `no-cache`, which asks for the whole file).
    const revalidation = { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
    expect((await visitor().get(url, revalidation)).status).toBe(304);
    const firstBytes = await visitor().get(url, { Range: 'bytes=0-1' });
    expect(firstBytes.status).toBe(206);
    expect(firstBytes.headers.get('content-range')).toBe(`bytes 0-1/${bytes.length}`);
    expect(Buffer.from(await firstBytes.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await visitor().get(url, { Range: `bytes=${bytes.length}-` })).status).toBe(416);

    const copy = await visitor().get(url.replace('.jpg', '-480w.webp'));
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect((await visitor().get('/storage/blog-images/never-stored.jpg')).status).toBe(404);

    // A post showing it reserves its space: its size is read from the bucket.
    const { data } = await owner.trpc('blogAdmin.save', 'mutation', {
      title: 'Pictured',
      content: `Before.\n\n![A picture](${url})`,
      tags: [],
      imageAction: 'keep',
      action: 'publish',
    });
    const page = await (await visitor().page(`/blog/${data.slug}`)).text();
    expect(page).toMatch(new RegExp(`<img src="${url}"[^>]*width="800" height="500"`));

    // Nothing of it on this machine's disk, nothing left in the bucket's incoming area.
    expect(existsSync(path.join(environment.dataDir, 'uploads', 'blog-images'))).toBe(false);
    expect(await bucket.sweepIncoming(-1)).toBe(0);
  });

  it("gives a client's reference image to that client and staff only, cached privately", async () => {
    const anna = await clientWithProject('anna@example.com');
    const bert = await clientWithProject('bert@example.com');
    const key = `${anna.projectId}/reference-1-1700000000000.png`;
    await bucket.put('project-files', key, PNG);
    const url = `/storage/project-files/${key}`;

    const own = await anna.http.get(url);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);
    expect(own.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(own.headers.get('content-type')).toBe('image/png');

    expect((await signIn(visitor(), OWNER).then((owner) => owner.get(url))).status).toBe(200);
    expect((await visitor().get(url)).status).toBe(404);
    expect((await bert.http.get(url)).status).toBe(404);
    const throughPublic = `/storage/blog-images/..%2Fproject-files%2F${key.replace('/', '%2F')}`;
    expect((await visitor().get(throughPublic)).status).toBe(404);
    expect((await anna.http.get(`/storage/project-files/${anna.projectId}/never-stored.png`)).status).toBe(
      404,
    );
  });

  it.runIf(hasFfmpeg())('takes a thumbnail from a video in the bucket', async () => {
    const owner = await signIn(visitor(), OWNER);
    const upload = await owner.upload(
      '/api/blog/videos',
      new Uint8Array(solidColourVideo('0x3366aa')),
      'video/mp4',
    );
    expect(upload.status).toBe(201);
    const { url, thumbnailUrl } = (await upload.json()) as { url: string; thumbnailUrl: string | null };
    expect(url).toMatch(/^\/storage\/blog-videos\/[0-9a-f-]{36}\.mp4$/);
    expect(thumbnailUrl).toMatch(/^\/storage\/blog-images\/thumbnail-[0-9a-f-]{36}\.jpg$/);
    const thumbnail = await visitor().get(thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    const video = await visitor().get(url, { Range: 'bytes=0-7' });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });
});

describe('a bucket browsers read directly (S3_PUBLIC_URL)', { timeout: 5_000 }, () => {
  it('sends browsers there for public files, never for private ones', async () => {
    const app = express();
    app.use(publicStorageRoutes(bucketFileResponses(bucket, { publicUrl: 'https://files.example.com' })));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const image = await fetch(`${base}/storage/blog-images/a.jpg`, { redirect: 'manual' });
      expect(image.status).toBe(302);
      expect(image.headers.get('location')).toBe('https://files.example.com/blog-images/a.jpg');
      const reference = await fetch(`${base}/storage/project-files/${'0'.repeat(8)}/a.png`, {
        redirect: 'manual',
      });
      expect(reference.headers.get('location')).toBeNull();
      expect((await fetch(`${base}/storage/.incoming/x`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
