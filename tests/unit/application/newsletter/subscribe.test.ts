import { beforeEach, describe, expect, it } from 'vitest';
import { confirmSubscription } from '#application/newsletter/confirm-subscription.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { unsubscribe } from '#application/newsletter/unsubscribe.ts';
import { SUBSCRIBE_LIMITS } from '#domain/newsletter/subscription.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-mail.ts';
import { newsletterDeps } from '#fixtures/fakes/in-memory-newsletter.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';

let now: Date;
/** Reads `now`, so moving `now` moves the use case's clock and the limiter's windows together. */
const clock = { now: () => now };
let deps: ReturnType<typeof newsletterDeps>;

beforeEach(() => {
  now = new Date('2026-11-21T10:00:00Z');
  deps = newsletterDeps(clock);
});

const input = (email: string, extra: Record<string, unknown> = {}) =>
  subscribeSchema.parse({ email, subscribedFromUrl: 'https://site.example/blog', ...extra });

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
    expect(job?.name).toBe('send-sealed-email');
    // Issue 44, item 8: the queue's store holds no working link, only what the worker makes it from.
    expect(JSON.stringify(job?.payload)).not.toMatch(/token-1|unsub:/);
    const [mail] = queuedEmails(deps.queue, deps.emailSecrets);
    expect(mail).toMatchObject({
      to: 'reader@example.com',
      subject: 'Please confirm your newsletter subscription',
      headers: {
        'List-Unsubscribe': '<https://site.example/newsletter/unsubscribe?token=unsub%3Asub-1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(mail?.text).toContain('https://site.example/newsletter/confirm?token=token-1');
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

  it('lets someone who left subscribe again (double opt-in once more)', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await confirmSubscription(deps, 'token-1');
    await unsubscribe(deps, 'unsub:sub-1');
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(deps.subscribers.rows[0]?.status).toBe('pending');
    expect(deps.queue.jobs).toHaveLength(2);
  });

  it('limits one address to 3 confirmation e-mails an hour, whatever the IP address', async () => {
    for (let index = 0; index < SUBSCRIBE_LIMITS.perEmail.max; index++)
      await subscribe(deps, input('reader@example.com'), `10.0.0.${index}`);
    const error = await errorOf(subscribe(deps, input('reader@example.com'), '10.0.1.1'));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many sign-ups from here. Please try again later.',
    });
    expect(deps.queue.jobs).toHaveLength(SUBSCRIBE_LIMITS.perEmail.max);
    now = new Date(now.getTime() + SUBSCRIBE_LIMITS.perEmail.windowMs);
    await subscribe(deps, input('reader@example.com'), '10.0.1.1');
    expect(deps.queue.jobs).toHaveLength(SUBSCRIBE_LIMITS.perEmail.max + 1);
  });

  it('keeps the name given before when the address asks again without one', async () => {
    await subscribe(deps, input('reader@example.com', { name: 'Ada' }), '1.2.3.4');
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(deps.subscribers.rows[0]?.name).toBe('Ada');
  });

  it('greets the address without the name typed with it (not proven yet), and keeps the name', async () => {
    await subscribe(deps, input('reader@example.com', { name: 'Ada' }), '1.2.3.4');
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(queuedEmails(deps.queue, deps.emailSecrets)[1]).toMatchObject({
      text: expect.stringMatching(/^Hello,\n/),
    });
    expect(JSON.stringify(deps.queue.jobs)).not.toContain('Ada');
    expect(deps.subscribers.rows[0]?.name).toBe('Ada');
  });

  it('answers "already subscribed" when another request inserted the same address a moment earlier', async () => {
    const subscribers = deps.subscribers;
    const lookUp = subscribers.findByEmail.bind(subscribers);
    subscribers.findByEmail = async (email) => {
      const found = await lookUp(email);
      // The other request's insert lands between this lookup and our insert.
      await subscribers.create({
        email,
        name: null,
        source: 'blog',
        language: 'en',
        metadata: {},
        status: 'pending',
        confirmationTokenHash: 'hash:other',
        confirmationSentAt: now,
      });
      return found;
    };
    const error = await errorOf(subscribe(deps, input('reader@example.com'), '1.2.3.4'));
    expect(error.code).toBe('NEWSLETTER.ALREADY_SUBSCRIBED');
    expect(deps.subscribers.rows).toHaveLength(1);
    expect(deps.queue.jobs).toEqual([]);
  });

  it('sends nothing once the IP address is over its limit, even for a new address', async () => {
    for (let index = 0; index < SUBSCRIBE_LIMITS.perIp.max; index++)
      await subscribe(deps, input(`reader${index}@example.com`), '9.9.9.9');
    await errorOf(subscribe(deps, input('new@example.com'), '9.9.9.9'));
    expect(deps.queue.jobs).toHaveLength(SUBSCRIBE_LIMITS.perIp.max);
    expect(await deps.subscribers.findByEmail('new@example.com')).toBeNull();
  });
});
