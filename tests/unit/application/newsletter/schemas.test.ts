import { describe, expect, it } from 'vitest';
import { subscribeSchema } from '#application/newsletter/schemas.ts';

describe('newsletter sign-up form rules', () => {
  it('refuses an empty address or one without an at sign with "Please enter a valid email address"', () => {
    for (const email of ['', '   ', 'reader.example.com']) {
      const result = subscribeSchema.safeParse({ email });
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    }
  });

  it('refuses, with the same words, an address with an at sign that no e-mail can be sent to', () => {
    // Found by the attack corpus: it was stored, then the confirmation e-mail failed with a 500.
    for (const email of ['!@H', 'a@b', 'x@-.']) {
      const result = subscribeSchema.safeParse({ email });
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    }
  });

  it('trims and lowercases the address, trims the name and defaults the source to blog', () => {
    expect(subscribeSchema.parse({ email: '  Reader@Example.com ', name: '  Ada ' })).toMatchObject({
      email: 'reader@example.com',
      name: 'Ada',
      source: 'blog',
    });
    expect(subscribeSchema.parse({ email: 'a@b.co', name: '   ' }).name).toBeNull();
  });
});
