import type { StoredFileReader } from '#application/blog/ports.ts';
import { storageKeyOf } from '#domain/blog/media.ts';

/** Far more than any header the site's re-encoded images (no metadata) carry before their size. */
const HEAD_BYTES = 64 * 1024;

/** The first bytes of a stored image named by its `/storage/...` URL, read as one range request. */
export function storedImageHead(reader: StoredFileReader) {
  return (src: string): Promise<Uint8Array | undefined> | undefined => {
    const stored = storageKeyOf(src);
    return stored ? readHead(reader, stored.bucket, stored.key) : undefined;
  };
}

async function readHead(reader: StoredFileReader, bucket: string, key: string) {
  const opened = await reader.open(bucket, key, { start: 0, end: HEAD_BYTES - 1 });
  if (opened.status !== 'found') return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of opened.file.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
