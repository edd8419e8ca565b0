import { createHash, timingSafeEqual } from 'node:crypto';
import type { PreviewSecret } from '#application/preview/ports.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The preview password from the configuration. Both sides are hashed first so `timingSafeEqual`
 * always compares 32 bytes: neither the content nor the length of the password leaks through timing.
 */
export function createPreviewSecret(options: {
  password: string | undefined;
  url: string | undefined;
}): PreviewSecret {
  const expected = options.password ? sha256(options.password) : undefined;
  return {
    configured: expected !== undefined && options.url !== undefined,
    url: options.url ?? '',
    matches(password: string) {
      return expected !== undefined && timingSafeEqual(sha256(password), expected);
    },
  };
}
