import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '#infrastructure/config.ts';

/** One client per process: it keeps its connections to the store open between requests. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // S3-compatible stores (MinIO, R2, s3rver) do not all take the CRC checksums S3 itself now defaults to.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer is reported quickly (the system check, readiness), not after minutes.
    requestHandler: { connectionTimeout: 5_000 },
  });
}
