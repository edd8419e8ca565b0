import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribePreview } from '#application/newsletter/unsubscribe-preview.ts';
import { FakeNewsletterTokens, InMemorySubscribers } from '#fixtures/fakes/in-memory-newsletter.ts';

let deps: { subscribers: InMemorySubscribers; tokens: FakeNewsletterTokens };

beforeEach(async () => {
  deps = { subscribers: new InMemorySubscribers(), tokens: new FakeNewsletterTokens() };
  await deps.subscribers.create({
    email: 'reader@example.com',
    name: 'Ada',
    source: 'blog',
    language: 'en',
    metadata: {},
    status: 'pending',
    confirmationTokenHash: 'hash:token-1',
    confirmationSentAt: new Date('2026-11-21T10:00:00Z'),
  });
  await deps.subscribers.update('sub-1', { status: 'confirmed' });
});

describe('unsubscribePreview', () => {
  it('shows who the link is for, masked, and the current status, before the click', async () => {
    expect(await unsubscribePreview(deps, 'unsub:sub-1')).toEqual({
      maskedEmail: 'r*****@example.com',
      status: 'confirmed',
    });
  });

  it('changes nothing', async () => {
    await unsubscribePreview(deps, 'unsub:sub-1');
    expect(deps.subscribers.rows[0]?.status).toBe('confirmed');
  });

  it('hides at most six characters of a long local part and at least one of a short one', async () => {
    await deps.subscribers.create({
      email: 'x@example.com',
      name: null,
      source: 'blog',
      language: 'en',
      metadata: {},
      status: 'pending',
      confirmationTokenHash: 'hash:token-2',
      confirmationSentAt: null,
    });
    expect((await unsubscribePreview(deps, 'unsub:sub-2')).maskedEmail).toBe('x*@example.com');
  });

  it('refuses a forged or unknown link with "This link is invalid or has expired."', async () => {
    for (const token of ['forged', 'unsub:sub-404'])
      await expect(unsubscribePreview(deps, token)).rejects.toMatchObject({
        code: 'NEWSLETTER.INVALID_LINK',
        message: 'This link is invalid or has expired.',
      });
  });
});
