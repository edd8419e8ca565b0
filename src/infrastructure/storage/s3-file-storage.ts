import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, OpenResult, ReceiveResult, StoredFileReader } from '#application/blog/ports.ts';
import { storageUrl } from '#domain/blog/media.ts';
import {
  cachingOf,
  checkedIncomingKey,
  checkedStoredFileKey,
  contentTypeOf,
  HEAD_BYTES,
  INCOMING,
  isStoredFileKey,
  type StoredFileListing,
} from './storage-keys.ts';

/** The smallest part S3 takes; an upload holds at most `UPLOAD_PARTS_IN_FLIGHT + 1` of them in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_PARTS_IN_FLIGHT = 2;

/**
 * The buckets as prefixes of one S3 bucket (`{bucket}/{key}`, the incoming area `.incoming/{key}`), on
 * any S3-compatible store (AWS, MinIO, R2). Uploads stream through in parts, never whole in memory.
 * Each object carries its type and caching, so a bucket served straight to browsers answers as the site does.
 */
export class S3FileStorage implements FileStorage, StoredFileReader {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: { client: S3Client; bucket: string }) {
    this.client = options.client;
    this.bucket = options.bucket;
  }

  async receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<ReceiveResult> {
    const key = randomUUID();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let bytes = 0;
    let tooLarge = false;
    async function* counted() {
      for await (const chunk of source) {
        bytes += chunk.byteLength;
        // Thrown, the upload stops and its parts are aborted; leaving the loop stops reading the source.
        if (bytes > maxBytes) {
          tooLarge = true;
          throw new Error(`more than ${maxBytes} bytes`);
        }
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += Math.min(chunk.byteLength, HEAD_BYTES - headBytes);
        }
        yield chunk;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: incomingObject(key),
        // Pulled as the parts go out: the source is read no faster than the store takes it.
        Body: Readable.from(counted(), { objectMode: false }),
        ContentType: 'application/octet-stream',
      },
      partSize: PART_BYTES,
      queueSize: UPLOAD_PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (error) {
      // The library aborts a multipart upload (the error may then be the abort's own, on a store that
      // cannot); a single PUT never completes without the end of the stream. Removed again to be sure.
      await this.deleteObject(incomingObject(key)).catch(() => undefined);
      if (tooLarge) return { status: 'too_large' };
      throw error;
    }
    return { status: 'received', file: { key, bytes, head: Buffer.concat(head) } };
  }

  async readIncoming(key: string): Promise<Buffer> {
    checkedIncomingKey(key);
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: incomingObject(key) }),
    );
    if (!answer.Body) throw new Error(`no incoming file ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async adopt(incomingKey: string, bucket: string, key: string): Promise<string> {
    checkedIncomingKey(incomingKey);
    checkedStoredFileKey(bucket, key);
    // S3 has no rename: copied server-side (no byte passes through here), then the incoming copy removed.
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: objectOf(bucket, key),
        CopySource: `${this.bucket}/${incomingObject(incomingKey)}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentTypeOf(key),
        CacheControl: cachingOf(bucket),
      }),
    );
    await this.deleteObject(incomingObject(incomingKey));
    return storageUrl(bucket, key);
  }

  async discardIncoming(key: string): Promise<void> {
    checkedIncomingKey(key);
    await this.deleteObject(incomingObject(key));
  }

  /** Removes uploads left in the incoming area (a job that never ran, a crash) older than the given age. */
  async sweepIncoming(olderThanMs: number): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${INCOMING}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified) continue;
        if (Date.now() - object.LastModified.getTime() <= olderThanMs) continue;
        await this.deleteObject(object.Key);
        removed++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async put(bucket: string, key: string, data: Uint8Array): Promise<string> {
    checkedStoredFileKey(bucket, key);
    // One PUT: S3 shows an object whole or not at all.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectOf(bucket, key),
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: cachingOf(bucket),
      }),
    );
    return storageUrl(bucket, key);
  }

  async delete(bucket: string, key: string): Promise<void> {
    checkedStoredFileKey(bucket, key);
    await this.deleteObject(objectOf(bucket, key));
  }

  async *list(bucket: string): AsyncIterable<StoredFileListing> {
    const prefix = `${bucket}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (isStoredFileKey(bucket, key))
          yield { key, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async open(
    bucket: string,
    key: string,
    range?: { start: number; end?: number } | { suffix: number },
  ): Promise<OpenResult> {
    checkedStoredFileKey(bucket, key);
    try {
      // A suffix range is turned into a range from a byte: not every S3-compatible store reads `bytes=-n`.
      if (range && 'suffix' in range) {
        const size = await this.sizeOf(bucket, key);
        if (range.suffix === 0 || size === 0) return { status: 'range_not_satisfiable', totalBytes: size };
        return await this.open(bucket, key, { start: Math.max(0, size - range.suffix) });
      }
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectOf(bucket, key), Range: rangeHeader(range) }),
      );
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error(`no readable body for ${bucket}/${key}`);
      const sent = parseContentRange(answer.ContentRange);
      const bytes = answer.ContentLength ?? 0;
      return {
        status: 'found',
        file: {
          body,
          bytes,
          totalBytes: sent?.totalBytes ?? bytes,
          range: range && sent ? { start: sent.start, end: sent.end } : null,
          contentType: answer.ContentType ?? contentTypeOf(key),
          etag: answer.ETag ?? `"${bytes}"`,
          lastModified: answer.LastModified ?? new Date(0),
        },
      };
    } catch (error) {
      if (!(error instanceof S3ServiceException)) throw error;
      if (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
        return { status: 'missing' };
      if (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)
        return { status: 'range_not_satisfiable', totalBytes: await this.sizeOf(bucket, key) };
      throw error;
    }
  }

  private async sizeOf(bucket: string, key: string): Promise<number> {
    const answer = await this.client.send(
      new HeadObjectCommand({ Bucket: this.bucket, Key: objectOf(bucket, key) }),
    );
    return answer.ContentLength ?? 0;
  }

  private async deleteObject(objectKey: string): Promise<void> {
    // S3 answers a delete of a missing object with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
  }
}

const objectOf = (bucket: string, key: string) => `${bucket}/${key}`;
const incomingObject = (key: string) => `${INCOMING}/${key}`;

function rangeHeader(range: { start: number; end?: number } | undefined) {
  return range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
}

/** `bytes 0-99/1234` → the bytes sent and the whole size. */
function parseContentRange(header: string | undefined) {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), totalBytes: Number(match[3]) };
}
