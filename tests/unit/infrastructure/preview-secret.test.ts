import { describe, expect, it } from 'vitest';
import { createPreviewSecret } from '#infrastructure/auth/preview-secret.ts';

describe('createPreviewSecret', () => {
  it('matches only the configured password, of any length', () => {
    const secret = createPreviewSecret({ password: 'open-sesame', url: 'https://preview.example.com' });
    expect(secret.configured).toBe(true);
    expect(secret.matches('open-sesame')).toBe(true);
    expect(secret.matches('open-sesam')).toBe(false);
    expect(secret.matches('open-sesame-and-more')).toBe(false);
    expect(secret.matches('')).toBe(false);
  });

  it('is unavailable without a password or without an address', () => {
    const noPassword = createPreviewSecret({ password: undefined, url: 'https://preview.example.com' });
    expect(noPassword.configured).toBe(false);
    expect(noPassword.matches('')).toBe(false);
    expect(createPreviewSecret({ password: 'open-sesame', url: undefined }).configured).toBe(false);
  });
});
