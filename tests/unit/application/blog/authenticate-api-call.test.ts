import { describe, expect, it } from 'vitest';
import { API_CALLS_PER_MINUTE, authenticateApiCall } from '#application/blog/authenticate-api-call.ts';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { revokeApiKey } from '#application/blog/revoke-api-key.ts';
import { FakeApiKeyCodec, InMemoryApiKeys } from '#fixtures/fakes/in-memory-api-keys.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';

async function setUp() {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const apiKeys = new InMemoryApiKeys(clock);
  const deps = {
    apiKeys,
    codec: new FakeApiKeyCodec(),
    clock,
    limiter: new InMemoryRateLimiter(clock),
    audit: new InMemoryAuditLog(),
  };
  const created = await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
  return { deps, clock, apiKeys, created };
}

describe('authenticateApiCall', () => {
  it('answers the key behind a valid x-api-key and notes when it was used', async () => {
    const { deps, created, clock } = await setUp();
    clock.advance(60_000);
    const key = await authenticateApiCall(deps, { apiKey: created.key, ip: '1.2.3.4' });
    expect(key).toMatchObject({
      id: created.id,
      name: 'Weekly robot',
      lastUsedAt: clock.now(),
      revokedAt: null,
    });
    expect((await deps.apiKeys.list('blog'))[0]?.lastUsedAt).toEqual(clock.now());
  });

  it('refuses a call without a key with "Missing API key: send it in the x-api-key header"', async () => {
    const { deps } = await setUp();
    for (const apiKey of [undefined, ''])
      await expect(authenticateApiCall(deps, { apiKey, ip: '1.2.3.4' })).rejects.toMatchObject({
        kind: 'unauthorized',
        code: 'BLOG.MISSING_API_KEY',
        message: 'Missing API key: send it in the x-api-key header',
      });
  });

  it('refuses an unknown key with "Invalid API key"', async () => {
    const { deps, created } = await setUp();
    await expect(
      authenticateApiCall(deps, { apiKey: `${created.key}x`, ip: '1.2.3.4' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'BLOG.INVALID_API_KEY',
      message: 'Invalid API key',
    });
  });

  it('refuses a revoked key with "Invalid API key" at once', async () => {
    const { deps, created } = await setUp();
    await authenticateApiCall(deps, { apiKey: created.key, ip: '1.2.3.4' });
    await revokeApiKey(deps, created.id, STAFF_ACTOR);
    await expect(authenticateApiCall(deps, { apiKey: created.key, ip: '1.2.3.4' })).rejects.toMatchObject({
      message: 'Invalid API key',
    });
  });

  it('refuses the 31st call in a minute from one address with "Too many requests", good key or not', async () => {
    const { deps, created, clock } = await setUp();
    for (let call = 0; call < API_CALLS_PER_MINUTE; call++)
      await authenticateApiCall(deps, { apiKey: call % 2 ? created.key : 'guess', ip: '1.2.3.4' }).catch(
        () => undefined,
      );
    await expect(authenticateApiCall(deps, { apiKey: created.key, ip: '1.2.3.4' })).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'BLOG.API_RATE_LIMITED',
      message: 'Too many requests',
      retryAfterMs: 60_000,
    });
    await expect(authenticateApiCall(deps, { apiKey: created.key, ip: '5.6.7.8' })).resolves.toBeDefined();
    clock.advance(60_000);
    await expect(authenticateApiCall(deps, { apiKey: created.key, ip: '1.2.3.4' })).resolves.toBeDefined();
  });
});
