import { describe, expect, it } from 'vitest';
import { hasBearerToken } from '#infrastructure/metrics/bearer-token.ts';

const TOKEN = 'metrics-token-0123456789';

describe('the metrics bearer token', () => {
  it('accepts exactly the token, sent with the Bearer scheme', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses no header, another scheme, the bare token, a prefix of it or more than it', () => {
    for (const header of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN} extra`,
      'Bearer ',
    ])
      expect(hasBearerToken(header, TOKEN)).toBe(false);
  });
});
