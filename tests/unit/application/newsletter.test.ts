import { beforeEach, describe, expect, it } from 'vitest';
import { confirmSubscription } from '#application/newsletter/confirm-subscription.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { type NewsletterDeps, subscribe } from '#application/newsletter/subscribe.ts';
import { unsubscribe } from '#application/newsletter/unsubscribe.ts';
import { AppError } from '#domain/shared/app-error.ts';
import {
  CountingRateLimiter,
  FakeNewsletterTokens,
  InMemorySubscribers,
  RecordingQueue,
} from '../../fixtures/in-memory-newsletter.ts';

let now: Date;
let deps: NewsletterDeps & { subscribers: InMemorySubscribers; queue: RecordingQueue };

beforeEach(() => {
  now = new Date('2026-11-21T10:00:00Z');
  deps = {
    subscribers: new InMemorySubscribers(),
    tokens: new FakeNewsletterTokens(),
    queue: new RecordingQueue(),
    limiter: new CountingRateLimiter(),
    clock: { now: () => now },
    baseUrl: 'https://site.example',
  };
});

const input = (email: string, extra: Record<string, unknown> = {}) =>
  subscribeSchema.parse({ email, subscribedFromUrl: 'https://site.example/blog', ...extra });

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('newsletter sign-up form rules', () => {
  it('refuses an empty address or one without an at sign with "Please enter a valid email address"', () => {
    for (const email of ['', '   ', 'reader.example.com']) {
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
    expect(subscribeSchema.parse({ email: 'a@b.c', name: '   ' }).name).toBeNull();
  });
});

describe('subscribing', () => {
  it('stores a pending subscriber with its source and metadata, and queues a confirmation e-mail', async () => {
    await subscribe(
      deps,
      input('Reader@Example.com', { source: 'blog-post-hello-world', name: 'Ada' }),
      '1.2.3.4',
    );
    expect(deps.subscribers.rows).toEqual([
      expect.objectContaining({
        email: 'reader@example.com',
        name: 'Ada',
        source: 'blog-post-hello-world',
        status: 'pending',
        metadata: { subscribed_from_url: 'https://site.example/blog', subscribed_at: now.toISOString() },
      }),
    ]);
    const [job] = deps.queue.jobs;
    expect(job?.name).toBe('send-email');
    expect(job?.payload).toMatchObject({
      to: 'reader@example.com',
      subject: 'Please confirm your newsletter subscription',
      headers: {
        'List-Unsubscribe': '<https://site.example/newsletter/unsubscribe?token=unsub%3Asub-1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect((job?.payload as { text?: string } | undefined)?.text).toContain(
      'https://site.example/newsletter/confirm?token=token-1',
    );
  });

  it('answers "This email is already subscribed to our newsletter." for a confirmed address', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await confirmSubscription(deps, 'token-1');
    const error = await errorOf(subscribe(deps, input('READER@example.com'), '1.2.3.4'));
    expect(error.message).toBe('This email is already subscribed to our newsletter.');
    expect(error.kind).toBe('conflict');
    expect(deps.queue.jobs).toHaveLength(1);
  });

  it('sends a fresh link to an address still pending, and the old link stops working', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(deps.subscribers.rows).toHaveLength(1);
    expect(deps.queue.jobs).toHaveLength(2);
    expect((await errorOf(confirmSubscription(deps, 'token-1'))).code).toBe('NEWSLETTER.INVALID_LINK');
    expect((await confirmSubscription(deps, 'token-2')).status).toBe('confirmed');
  });

  it('limits sign-ups per IP address', async () => {
    for (let index = 0; index < 10; index++)
      await subscribe(deps, input(`reader${index}@example.com`), '9.9.9.9');
    const error = await errorOf(subscribe(deps, input('one-more@example.com'), '9.9.9.9'));
    expect(error.kind).toBe('rate_limited');
    expect(deps.subscribers.rows).toHaveLength(10);
  });
});

describe('confirming and unsubscribing', () => {
  it('confirms once; the same link then reads as invalid', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(await confirmSubscription(deps, 'token-1')).toEqual({
      maskedEmail: 'r*****@example.com',
      status: 'confirmed',
    });
    expect(deps.subscribers.rows[0]).toMatchObject({
      status: 'confirmed',
      confirmedAt: now,
      confirmationTokenHash: null,
    });
    expect((await errorOf(confirmSubscription(deps, 'token-1'))).message).toBe(
      'This link is invalid or has expired.',
    );
  });

  it('refuses a confirmation link older than a week', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    now = new Date('2026-11-29T10:00:00Z');
    expect((await errorOf(confirmSubscription(deps, 'token-1'))).code).toBe('NEWSLETTER.INVALID_LINK');
  });

  it('unsubscribes with the signed link, repeatably, and refuses a forged one', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await confirmSubscription(deps, 'token-1');
    expect((await unsubscribe(deps, 'unsub:sub-1')).status).toBe('unsubscribed');
    expect((await unsubscribe(deps, 'unsub:sub-1')).status).toBe('unsubscribed');
    expect(deps.subscribers.rows[0]?.status).toBe('unsubscribed');
    expect((await errorOf(unsubscribe(deps, 'forged'))).code).toBe('NEWSLETTER.INVALID_LINK');
  });

  it('lets someone who left subscribe again (double opt-in once more)', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await confirmSubscription(deps, 'token-1');
    await unsubscribe(deps, 'unsub:sub-1');
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(deps.subscribers.rows[0]?.status).toBe('pending');
    expect(deps.queue.jobs).toHaveLength(2);
  });
});
