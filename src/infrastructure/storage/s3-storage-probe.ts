import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { StorageProbe } from '#application/system/ports.ts';

/**
 * The bucket as the system checks see it. The owner's check writes, reads back and removes an object
 * outside every served prefix (`.system-check/…`); a visitor's run only asks whether the bucket answers.
 */
export function createS3StorageProbe(client: S3Client, bucket: string): StorageProbe {
  return {
    async writeReadRemove() {
      const key = `.system-check/${randomUUID()}`;
      const written = `system check ${new Date().toISOString()}`;
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: written }));
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const read = (await answer.Body?.transformToString('utf8')) ?? '';
        if (read !== written) throw new Error(`${bucket}/${key} read back differently than written`);
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }
    },
    canWrite: () =>
      client.send(new HeadBucketCommand({ Bucket: bucket })).then(
        () => true,
        () => false,
      ),
  };
}
