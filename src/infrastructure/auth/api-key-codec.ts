import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyCodec } from '#application/blog/ports.ts';

const PREFIX = 'pbk_';

/**
 * Keys are 32 random bytes; a fast hash is enough to store them (unlike passwords they cannot be
 * guessed from a dictionary), so checking a key costs one SHA-256 and one indexed lookup.
 */
export const sha256ApiKeyCodec: ApiKeyCodec = {
  generate() {
    const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
    return { key, prefix: key.slice(0, PREFIX.length + 6), hash: this.hash(key) };
  },
  hash(key: string) {
    return createHash('sha256').update(key).digest('hex');
  },
};
