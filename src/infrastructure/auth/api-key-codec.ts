import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyCodec } from '#application/blog/ports.ts';
import { API_KEY_PREFIXES } from '#domain/blog/api-key-purpose.ts';

/**
 * Keys are 32 random bytes; a fast hash is enough to store them (unlike passwords they cannot be
 * guessed from a dictionary), so checking a key costs one SHA-256 and one indexed lookup.
 */
export const sha256ApiKeyCodec: ApiKeyCodec = {
  generate(purpose) {
    const start = API_KEY_PREFIXES[purpose];
    const key = `${start}${randomBytes(32).toString('base64url')}`;
    return { key, prefix: key.slice(0, start.length + 6), hash: this.hash(key) };
  },
  hash(key: string) {
    return createHash('sha256').update(key).digest('hex');
  },
};
