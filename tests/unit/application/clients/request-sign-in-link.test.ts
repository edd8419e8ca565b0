import { describe, expect, it } from 'vitest';
import { requestSignInLink } from '#application/client-sign-in/request-sign-in-link.ts';
import { SIGN_IN_LINK_RATE_LIMITS } from '#domain/clients/sign-in-link.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { errorOf, FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';

function setUp() {
  const queue = new InMemoryJobQueue();
  const limiter = new InMemoryRateLimiter(new FixedClock());
  return { queue, limiter, deps: { queue, limiter } };
}

describe('requestSignInLink', () => {
  it('queues one job with the address (normalised) and the site path to land on, and says sent', async () => {
    const { queue, deps } = setUp();
    const answer = await requestSignInLink(
      deps,
      { email: '  Ada@Example.com ', redirect: '/portal?tab=proposals' },
      '10.0.0.1',
    );
    expect(answer).toEqual({ sent: true });
    expect(queue.named('send-client-sign-in-link').map((job) => job.payload)).toEqual([
      { email: 'ada@example.com', redirect: '/portal?tab=proposals' },
    ]);
  });

  it('answers an unknown address exactly as a known one: the worker decides, not the request', async () => {
    const { queue, deps } = setUp();
    const known = await requestSignInLink(deps, { email: 'ada@example.com' }, '10.0.0.1');
    const unknown = await requestSignInLink(deps, { email: 'nobody@example.com' }, '10.0.0.2');
    expect(unknown).toEqual(known);
    expect(queue.named('send-client-sign-in-link')).toHaveLength(2);
  });

  it('drops a redirect to another site', async () => {
    const { queue, deps } = setUp();
    await requestSignInLink(deps, { email: 'ada@example.com', redirect: '//evil.example' }, '10.0.0.1');
    expect(queue.named('send-client-sign-in-link')[0]?.payload.redirect).toBeNull();
  });

  it('refuses with the spec messages for an empty or malformed address', async () => {
    const { deps } = setUp();
    await expect(requestSignInLink(deps, { email: '' }, '10.0.0.1')).rejects.toThrow('Email is required');
    await expect(requestSignInLink(deps, { email: 'ada@' }, '10.0.0.1')).rejects.toThrow(
      'Invalid email address',
    );
  });

  it('limits requests per address, whoever sends them', async () => {
    const { queue, deps } = setUp();
    for (let i = 0; i < SIGN_IN_LINK_RATE_LIMITS.perEmail.max; i++)
      await requestSignInLink(deps, { email: 'ada@example.com' }, `10.0.1.${i}`);
    const refused = await errorOf(requestSignInLink(deps, { email: 'ADA@example.com' }, '10.0.2.1'));
    expect(refused.code).toBe('CLIENTS.TOO_MANY_SIGN_IN_REQUESTS');
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(queue.named('send-client-sign-in-link')).toHaveLength(SIGN_IN_LINK_RATE_LIMITS.perEmail.max);
  });

  it('limits requests per IP address, whatever addresses they name', async () => {
    const { deps } = setUp();
    for (let i = 0; i < SIGN_IN_LINK_RATE_LIMITS.perIp.max; i++)
      await requestSignInLink(deps, { email: `person${i}@example.com` }, '10.0.0.9');
    const refused = await errorOf(requestSignInLink(deps, { email: 'another@example.com' }, '10.0.0.9'));
    expect(refused.code).toBe('CLIENTS.TOO_MANY_SIGN_IN_REQUESTS');
  });
});
