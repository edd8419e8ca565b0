import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { createS3Client } from '#infrastructure/storage/s3-client.ts';
import { S3FileStorage } from '#infrastructure/storage/s3-file-storage.ts';
import { type S3Server, startS3Server } from '../fixtures/harness/s3-server.ts';

/** A video at the upload limit goes to the bucket in parts: the process never holds it. */

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/**
 * What the upload may add to the process's memory: the parts in flight and the one being filled (about
 * 15 MB), and the request's buffers V8 has not collected yet (it collects them once some 64 MB were
 * made, so up to about 80 MB in all: 60 MB was passed by 3 MB on a slow machine). Holding the upload
 * would take its 100 MB on top of those buffers.
 */
const RSS_ALLOWANCE = 85 * MB;
/**
 * Any upload of this size first takes the process past V8's first collection of buffers (it collects
 * them once some 64 MB were made), as a web process that has taken uploads before already is.
 */
const WARM_UP_BYTES = 32 * MB;

let s3: S3Server;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  client = createS3Client(s3.settings);
}, 10_000);

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

/** `bytes` of a request body as a browser sends it: chunk after chunk, each made when it is read. */
async function* requestBody(bytes: number) {
  for (let sent = 0; sent < bytes; sent += CHUNK) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, bytes - sent));
    chunk.fill(sent % 251);
    yield chunk;
  }
}

describe('a streamed upload to the S3 bucket', () => {
  it('takes 100 MB with the memory of the process flat, and stores all of it', async () => {
    const storage = new S3FileStorage({ client, bucket: s3.settings.bucket });
    // The SDK, the connection and V8's buffer collection warmed up first: the upload itself is measured.
    await storage.receive(requestBody(WARM_UP_BYTES), WARM_UP_BYTES);
    const before = process.memoryUsage.rss();
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, process.memoryUsage.rss());
    }, 25);
    const started = Date.now();
    try {
      const received = await storage.receive(requestBody(VIDEO_MAX_BYTES), VIDEO_MAX_BYTES);
      expect(received).toMatchObject({ status: 'received', file: { bytes: VIDEO_MAX_BYTES } });
      if (received.status !== 'received') return;
      highest = Math.max(highest, process.memoryUsage.rss());
      console.info(
        `100 MB to S3 in ${Date.now() - started} ms; RSS ${Math.round(before / MB)} MB → at most ${Math.round(highest / MB)} MB`,
      );
      expect(highest - before).toBeLessThan(RSS_ALLOWANCE);

      const url = await storage.adopt(received.file.key, 'blog-videos', `${received.file.key}.mp4`);
      const tail = await storage.open('blog-videos', `${received.file.key}.mp4`, {
        start: VIDEO_MAX_BYTES - 10,
      });
      expect(tail).toMatchObject({ status: 'found', file: { bytes: 10, totalBytes: VIDEO_MAX_BYTES } });
      if (tail.status === 'found') tail.file.body.destroy();
      await storage.delete('blog-videos', url.split('/').at(-1) ?? '');
    } finally {
      clearInterval(sampler);
    }
  }, 20_000);
});
