import { describe, expect, it } from 'vitest';
import { sha256ApiKeyCodec } from '#infrastructure/auth/api-key-codec.ts';

describe('API keys', () => {
  it('tell their purpose by their prefix: pbk_ opens the blog API, ptu_ the test-user API', () => {
    const blog = sha256ApiKeyCodec.generate('blog');
    const testUsers = sha256ApiKeyCodec.generate('test-users');
    expect(blog.key).toMatch(/^pbk_[\w-]{43}$/);
    expect(testUsers.key).toMatch(/^ptu_[\w-]{43}$/);
    expect(testUsers.prefix).toBe(testUsers.key.slice(0, 10));
  });
});
