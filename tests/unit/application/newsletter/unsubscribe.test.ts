import { beforeEach, describe, expect, it } from 'vitest';
import { confirmSubscription } from '#application/newsletter/confirm-subscription.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { unsubscribe } from '#application/newsletter/unsubscribe.ts';
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

describe('unsubscribe', () => {
  it('unsubscribes with the signed link, repeatably, and refuses a forged one', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await confirmSubscription(deps, 'token-1');
    expect((await unsubscribe(deps, 'unsub:sub-1')).status).toBe('unsubscribed');
    expect((await unsubscribe(deps, 'unsub:sub-1')).status).toBe('unsubscribed');
    expect(deps.subscribers.rows[0]?.status).toBe('unsubscribed');
    expect((await errorOf(unsubscribe(deps, 'forged'))).code).toBe('NEWSLETTER.INVALID_LINK');
  });

  it('answers with the address masked', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    expect(await unsubscribe(deps, 'unsub:sub-1')).toEqual({
      maskedEmail: 'r*****@example.com',
      status: 'unsubscribed',
    });
  });

  it('unsubscribes a pending address too, and its confirmation link stops working', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await unsubscribe(deps, 'unsub:sub-1');
    expect((await errorOf(confirmSubscription(deps, 'token-1'))).code).toBe('NEWSLETTER.INVALID_LINK');
  });

  it('keeps the time of the first click when the link is used again', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    const leftAt = now;
    await unsubscribe(deps, 'unsub:sub-1');
    now = new Date(now.getTime() + 60_000);
    await unsubscribe(deps, 'unsub:sub-1');
    expect(deps.subscribers.rows[0]?.unsubscribedAt).toEqual(leftAt);
  });

  it('refuses a signed link for an address that is no longer listed', async () => {
    expect((await errorOf(unsubscribe(deps, 'unsub:sub-404'))).code).toBe('NEWSLETTER.INVALID_LINK');
  });
});
