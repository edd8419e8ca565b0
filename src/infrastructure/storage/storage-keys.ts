import path from 'node:path';

/** Enough bytes for any signature the content sniffer knows. */
export const HEAD_BYTES = 4100;
/** The incoming area: a dot name, so never a bucket, never served. */
export const INCOMING = '.incoming';
/** One file name: no slash, and never starting with a dot (so never `.` or `..`). */
const SAFE_NAME = /^[\w-][\w.-]{0,199}$/;
/** A key in a bucket: a file name, optionally in one folder (`{projectId}/reference-1-….jpg`). */
const SAFE_KEY = /^(?:[\w-][\w.-]{0,99}\/)?[\w-][\w.-]{0,199}$/;
/** Every bucket the site stores files in. */
export const STORED_FILE_BUCKETS = ['blog-images', 'blog-videos', 'project-files'] as const;
const BUCKETS = new Set<string>(STORED_FILE_BUCKETS);
/** Buckets anyone may read; the rest (a client's reference images) only through the site's access check. */
const PUBLIC_BUCKETS = new Set(['blog-images', 'blog-videos']);

/** How browsers may keep a stored file: public ones never change under their generated names. */
export const PUBLIC_FILE_CACHING = 'public, max-age=31536000, immutable';
/** A client's file may sit in their browser's cache for a day, never in a shared cache. */
export const PRIVATE_FILE_CACHING = 'private, max-age=86400';

/** A file a bucket holds, as a listing names it. */
export interface StoredFileListing {
  key: string;
  bytes: number;
  /** When the file was written (its modification time; S3's LastModified). */
  modifiedAt: Date;
}

/** Whether `bucket/key` names a file a bucket may hold (no way out of the bucket, one folder at most). */
export function isStoredFileKey(bucket: string, key: string): boolean {
  return BUCKETS.has(bucket) && SAFE_KEY.test(key);
}

export function checkedStoredFileKey(bucket: string, key: string): void {
  if (!isStoredFileKey(bucket, key)) throw new Error(`Invalid storage key ${bucket}/${key}`);
}

export function checkedIncomingKey(key: string): void {
  if (!SAFE_NAME.test(key)) throw new Error(`Invalid incoming key ${key}`);
}

export function isPublicBucket(bucket: string): boolean {
  return PUBLIC_BUCKETS.has(bucket);
}

export function cachingOf(bucket: string): string {
  return isPublicBucket(bucket) ? PUBLIC_FILE_CACHING : PRIVATE_FILE_CACHING;
}

/** The types of what the buckets hold (images re-encoded by sharp, videos as their bytes said). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  mpg: 'video/mpeg',
  ts: 'video/mp2t',
  pdf: 'application/pdf',
};

/** A stored file's type by its extension (the site named it after its sniffed bytes). */
export function contentTypeOf(key: string): string {
  const ext = path.posix.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
