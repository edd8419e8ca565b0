import { beforeEach, describe, expect, it } from 'vitest';
import { confirmSubscription } from '#application/newsletter/confirm-subscription.ts';
import { subscribeSchema } from '#application/newsletter/schemas.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { CONFIRMATION_TTL_MS } from '#domain/newsletter/subscription.ts';
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

describe('confirmSubscription', () => {
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

  it('still accepts the link on the last moment of its week', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    now = new Date(now.getTime() + CONFIRMATION_TTL_MS);
    expect((await confirmSubscription(deps, 'token-1')).status).toBe('confirmed');
  });

  it('refuses a token it never issued with "This link is invalid or has expired."', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    const error = await errorOf(confirmSubscription(deps, 'token-99'));
    expect(error).toMatchObject({ kind: 'not_found', message: 'This link is invalid or has expired.' });
    expect(deps.subscribers.rows[0]?.status).toBe('pending');
  });

  it('refuses the link of an address that unsubscribed before confirming', async () => {
    await subscribe(deps, input('reader@example.com'), '1.2.3.4');
    await deps.subscribers.update('sub-1', { status: 'unsubscribed', unsubscribedAt: now });
    expect((await errorOf(confirmSubscription(deps, 'token-1'))).code).toBe('NEWSLETTER.INVALID_LINK');
    expect(deps.subscribers.rows[0]?.status).toBe('unsubscribed');
  });
});
