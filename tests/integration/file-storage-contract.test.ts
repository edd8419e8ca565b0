import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenResult } from '#application/blog/ports.ts';
import { downloadedCopies } from '#infrastructure/storage/local-file-copies.ts';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';
import type { SiteFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { createS3Client } from '#infrastructure/storage/s3-client.ts';
import { S3FileStorage } from '#infrastructure/storage/s3-file-storage.ts';
import { createS3StorageProbe } from '#infrastructure/storage/s3-storage-probe.ts';
import { type S3Server, startS3Server } from '../fixtures/harness/s3-server.ts';

/** The same promises from the local disk and from an S3 bucket (s3rver, a real S3 HTTP API). */

const MB = 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000', 'hex');
const PROJECT = '0b6f3c1e-1d2a-4c3b-9a8f-1234567890ab';

let s3: S3Server;
let client: S3Client;
let folders: string[] = [];
let buckets = 0;

beforeAll(async () => {
  s3 = await startS3Server();
  client = createS3Client(s3.settings);
}, 10_000);

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  folders = [];
});

/** Each test on storage of its own: an empty folder, or an empty bucket. */
const adapters: Array<[string, () => Promise<SiteFileStorage>]> = [
  [
    'local disk',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
      folders.push(folder);
      return new LocalFileStorage(folder);
    },
  ],
  [
    'S3 bucket',
    async () => {
      const bucket = `contract-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return new S3FileStorage({ client, bucket });
    },
  ],
];

async function* chunks(...parts: Uint8Array[]) {
  for (const part of parts) yield part;
}

/** `count` chunks of `size` bytes, each made when asked for. */
async function* generated(count: number, size: number) {
  for (let index = 0; index < count; index++) yield Buffer.alloc(size, index % 251);
}

async function bytesOf(opened: OpenResult): Promise<Buffer> {
  if (opened.status !== 'found') throw new Error(`expected a file, got ${opened.status}`);
  const parts: Uint8Array[] = [];
  for await (const part of opened.file.body) parts.push(part);
  return Buffer.concat(parts);
}

/** Whether anything is left in the incoming area (the sweep of every age counts it). */
const incomingLeft = (storage: SiteFileStorage) => storage.sweepIncoming(-1);

/** Each case takes milliseconds; the largest streams 12 MB. */
const BUDGET = { timeout: 5_000 };

describe('the FileStorage promises', BUDGET, () => {
  describe.each(adapters)('file storage on the %s', (_name, make) => {
    it('receives a stream under its limit, with its first bytes for sniffing, and reads it back', async () => {
      const storage = await make();
      const body = Buffer.concat([PNG, Buffer.alloc(10_000, 7)]);
      const received = await storage.receive(
        chunks(body.subarray(0, 3000), body.subarray(3000)),
        body.length,
      );
      if (received.status !== 'received') throw new Error('not received');
      expect(received.file.bytes).toBe(body.length);
      expect(Buffer.from(received.file.head)).toEqual(body.subarray(0, 4100));
      expect(await storage.readIncoming(received.file.key)).toEqual(body);
    });

    it('refuses a stream over its limit and keeps nothing of it, also past the first part of an upload', async () => {
      const storage = await make();
      expect(await storage.receive(chunks(Buffer.alloc(600), Buffer.alloc(600)), 1000)).toEqual({
        status: 'too_large',
      });
      // 12 MB against an 11 MB limit: two 5 MB parts went to the store before the limit was passed.
      expect(await storage.receive(generated(12, MB), 11 * MB)).toEqual({ status: 'too_large' });
      expect(await incomingLeft(storage)).toBe(0);
    });

    it('keeps nothing of a stream that breaks off', async () => {
      const storage = await make();
      async function* broken() {
        yield Buffer.alloc(1000);
        throw new Error('the browser went away');
      }
      await expect(storage.receive(broken(), MB)).rejects.toThrow('the browser went away');
      expect(await incomingLeft(storage)).toBe(0);
    });

    it('adopts a received file into a bucket, served with its type, and the incoming copy is gone', async () => {
      const storage = await make();
      const received = await storage.receive(chunks(PNG), MB);
      if (received.status !== 'received') throw new Error('not received');
      const url = await storage.adopt(received.file.key, 'blog-images', `${received.file.key}.png`);
      expect(url).toBe(`/storage/blog-images/${received.file.key}.png`);
      await expect(storage.readIncoming(received.file.key)).rejects.toThrow();
      const opened = await storage.open('blog-images', `${received.file.key}.png`);
      expect(opened).toMatchObject({
        status: 'found',
        file: { bytes: PNG.length, totalBytes: PNG.length, range: null, contentType: 'image/png' },
      });
      expect(await bytesOf(opened)).toEqual(PNG);
    });

    it('discards a received file', async () => {
      const storage = await make();
      const received = await storage.receive(chunks(PNG), MB);
      if (received.status !== 'received') throw new Error('not received');
      await storage.discardIncoming(received.file.key);
      await expect(storage.readIncoming(received.file.key)).rejects.toThrow();
      expect(await incomingLeft(storage)).toBe(0);
    });

    it('sweeps only incoming files older than asked', async () => {
      const storage = await make();
      await storage.receive(chunks(PNG), MB);
      expect(await storage.sweepIncoming(60_000)).toBe(0);
      expect(await storage.sweepIncoming(-1)).toBe(1);
    });

    it('puts, reads back whole or by range, and deletes a file; a missing one is no error', async () => {
      const storage = await make();
      const key = `${PROJECT}/reference-1-1764000000000.jpg`;
      const data = Buffer.from('0123456789');
      expect(await storage.put('project-files', key, data)).toBe(`/storage/project-files/${key}`);
      const whole = await storage.open('project-files', key);
      expect(whole).toMatchObject({ status: 'found', file: { contentType: 'image/jpeg', bytes: 10 } });
      if (whole.status === 'found') {
        expect(whole.file.etag).toMatch(/"/);
        expect(whole.file.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      }
      expect(await bytesOf(whole)).toEqual(data);

      const middle = await storage.open('project-files', key, { start: 2, end: 4 });
      expect(middle).toMatchObject({ file: { bytes: 3, totalBytes: 10, range: { start: 2, end: 4 } } });
      expect((await bytesOf(middle)).toString()).toBe('234');
      expect((await bytesOf(await storage.open('project-files', key, { start: 7 }))).toString()).toBe('789');
      expect((await bytesOf(await storage.open('project-files', key, { suffix: 2 }))).toString()).toBe('89');
      expect(await storage.open('project-files', key, { start: 10 })).toEqual({
        status: 'range_not_satisfiable',
        totalBytes: 10,
      });

      // Written again under the same key: the new bytes, whole.
      await storage.put('project-files', key, Buffer.from('new'));
      expect((await bytesOf(await storage.open('project-files', key))).toString()).toBe('new');

      await storage.delete('project-files', key);
      expect(await storage.open('project-files', key)).toEqual({ status: 'missing' });
      await storage.delete('project-files', key);
      expect(await storage.open('blog-videos', 'never-stored.mp4')).toEqual({ status: 'missing' });
    });

    it("lists each bucket's files with their sizes and times, in folders too, and nothing from the incoming area", async () => {
      const storage = await make();
      const startedAt = Date.now();
      const listed = async (bucket: string) => {
        const found: Array<{ key: string; bytes: number }> = [];
        for await (const { modifiedAt, ...file } of storage.list(bucket)) {
          // When it was written, to the second (S3 keeps whole seconds).
          expect(Math.abs(modifiedAt.getTime() - startedAt)).toBeLessThan(60_000);
          found.push(file);
        }
        return found.sort((a, b) => a.key.localeCompare(b.key));
      };
      expect(await listed('blog-images')).toEqual([]);
      await storage.put('blog-images', 'cover.jpg', Buffer.alloc(5));
      await storage.put('blog-images', 'cover-480w.webp', Buffer.alloc(3));
      await storage.put('project-files', `${PROJECT}/reference-1-1764000000000.jpg`, Buffer.alloc(7));
      await storage.receive(chunks(PNG), MB);

      expect(await listed('blog-images')).toEqual([
        { key: 'cover-480w.webp', bytes: 3 },
        { key: 'cover.jpg', bytes: 5 },
      ]);
      expect(await listed('project-files')).toEqual([
        { key: `${PROJECT}/reference-1-1764000000000.jpg`, bytes: 7 },
      ]);
      expect(await listed('blog-videos')).toEqual([]);
      await storage.delete('blog-images', 'cover.jpg');
      expect(await listed('blog-images')).toEqual([{ key: 'cover-480w.webp', bytes: 3 }]);
    });

    it.each([
      ['blog-images', '../escape.jpg'],
      ['blog-images', 'a/../../escape.jpg'],
      ['project-files', 'a/b/c.jpg'],
      ['project-files', '/etc/passwd'],
      ['project-files', 'project/.hidden'],
      ['project-files', '.incoming/x'],
      ['project-files', 'a\\b.jpg'],
      ['.incoming', 'x'],
      ['other-bucket', 'x.jpg'],
    ])('refuses the key %s/%s for every operation', async (bucket, key) => {
      const storage = await make();
      await expect(storage.put(bucket, key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.open(bucket, key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(bucket, key)).rejects.toThrow('Invalid storage key');
      const received = await storage.receive(chunks(PNG), MB);
      if (received.status !== 'received') throw new Error('not received');
      await expect(storage.adopt(received.file.key, bucket, key)).rejects.toThrow('Invalid storage key');
    });

    it('refuses an incoming key with a folder or a dot', async () => {
      const storage = await make();
      for (const key of ['a/b', '../x', '.hidden']) {
        await expect(Promise.resolve().then(() => storage.readIncoming(key))).rejects.toThrow(
          'Invalid incoming key',
        );
        await expect(storage.discardIncoming(key)).rejects.toThrow('Invalid incoming key');
      }
    });

    it('hands a stored file to a tool that reads paths, and removes the copy afterwards', async () => {
      const storage = await make();
      await storage.put('blog-videos', 'clip.mp4', Buffer.from('not really a video'));
      let copy = '';
      const read = await downloadedCopies(storage).withLocalFile('blog-videos', 'clip.mp4', async (file) => {
        copy = file;
        return readFile(file, 'utf8');
      });
      expect(read).toBe('not really a video');
      expect(existsSync(copy)).toBe(false);
      await expect(
        downloadedCopies(storage).withLocalFile('blog-videos', 'gone.mp4', async () => 'used'),
      ).rejects.toThrow('no stored file');
    });
  });
});

describe('the S3 bucket', BUDGET, () => {
  it('gives each object the type and caching the site would answer with, for a bucket served directly', async () => {
    const bucket = `contract-${process.pid}-${++buckets}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const storage = new S3FileStorage({ client, bucket });
    await storage.put('blog-images', 'a.webp', Buffer.from('x'));
    await storage.put('project-files', `${PROJECT}/reference-1-1.png`, Buffer.from('x'));
    const received = await storage.receive(chunks(Buffer.from('video bytes')), MB);
    if (received.status !== 'received') throw new Error('not received');
    await storage.adopt(received.file.key, 'blog-videos', `${received.file.key}.webm`);

    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(await head('blog-images/a.webp')).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head(`blog-videos/${received.file.key}.webm`)).toMatchObject({
      ContentType: 'video/webm',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head(`project-files/${PROJECT}/reference-1-1.png`)).toMatchObject({
      CacheControl: 'private, max-age=86400',
    });
  });

  it("is checked by the owner's system check with an object written, read back and removed", async () => {
    const bucket = `contract-${process.pid}-${++buckets}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const probe = createS3StorageProbe(client, bucket);
    expect(await probe.canWrite()).toBe(true);
    await probe.writeReadRemove();
    expect((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).KeyCount).toBe(0);
    const missing = createS3StorageProbe(client, 'no-such-bucket');
    expect(await missing.canWrite()).toBe(false);
    await expect(missing.writeReadRemove()).rejects.toThrow();
  });
});
