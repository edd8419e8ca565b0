import { describe, expect, it } from 'vitest';
import {
  isAnonymousSessionId,
  newAnonymousSessionId,
  normalizeReferrer,
  viewerKey,
} from '#domain/engagement/viewer.ts';
import {
  decideSubscribe,
  isConfirmationExpired,
  normalizeSubscriberEmail,
  postSource,
  SOURCE_PATTERN,
} from '#domain/newsletter/subscription.ts';

describe('anonymous readers', () => {
  it('get a session id made of a timestamp and a random string', () => {
    const id = newAnonymousSessionId(new Date('2026-11-21T12:00:00Z'), 'AbCdEfGhIjKlMnOpQrStUv');
    expect(id).toMatch(/^[0-9a-z]+-AbCdEfGhIjKlMnOpQrStUv$/);
    expect(isAnonymousSessionId(id)).toBe(true);
    expect(isAnonymousSessionId('robot')).toBe(false);
    expect(isAnonymousSessionId(`${id}; drop table`)).toBe(false);
  });

  it('are counted by session id, signed-in readers by user id', () => {
    expect(viewerKey({ kind: 'session', sessionId: 's-1' })).toBe('s-1');
    expect(viewerKey({ kind: 'user', userId: 'u-1' })).toBe('u-1');
  });

  it("record 'direct' when the browser reports no referrer", () => {
    expect(normalizeReferrer('')).toBe('direct');
    expect(normalizeReferrer(undefined)).toBe('direct');
    expect(normalizeReferrer('https://example.org/')).toBe('https://example.org/');
    expect(normalizeReferrer(`https://x.org/${'a'.repeat(900)}`)).toHaveLength(500);
  });
});

describe('newsletter subscriptions', () => {
  it('store the address trimmed and lowercased', () => {
    expect(normalizeSubscriberEmail('  Reader@Example.COM ')).toBe('reader@example.com');
  });

  it('are double opt-in: new and lapsed addresses get a link, confirmed ones are already subscribed', () => {
    expect(decideSubscribe(undefined)).toBe('create');
    expect(decideSubscribe('pending')).toBe('resend-confirmation');
    expect(decideSubscribe('unsubscribed')).toBe('resend-confirmation');
    expect(decideSubscribe('confirmed')).toBe('already-subscribed');
  });

  it('name their source: blog, solar or blog-post-{slug}', () => {
    expect(postSource('hello-world')).toBe('blog-post-hello-world');
    expect(SOURCE_PATTERN.test('blog')).toBe(true);
    expect(SOURCE_PATTERN.test('solar')).toBe(true);
    expect(SOURCE_PATTERN.test('blog-post-hello-world')).toBe(true);
    expect(SOURCE_PATTERN.test('spam')).toBe(false);
  });

  it('accept a confirmation link for a week', () => {
    const sentAt = new Date('2026-11-01T00:00:00Z');
    expect(isConfirmationExpired(sentAt, new Date('2026-11-07T23:00:00Z'))).toBe(false);
    expect(isConfirmationExpired(sentAt, new Date('2026-11-08T01:00:00Z'))).toBe(true);
  });
});
