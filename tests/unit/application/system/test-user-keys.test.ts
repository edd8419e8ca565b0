import { describe, expect, it } from 'vitest';
import { authenticateApiCall } from '#application/blog/authenticate-api-call.ts';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
import {
  authenticateTestUserCall,
  TEST_USER_CALLS_PER_MINUTE,
} from '#application/system/authenticate-test-user-call.ts';
import {
  createTestUserKey,
  listTestUserKeys,
  revokeTestUserKey,
} from '#application/system/test-user-keys.ts';
import { FakeApiKeyCodec, InMemoryApiKeys } from '#fixtures/fakes/in-memory-api-keys.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf, FixedClock, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';

function setUp() {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const apiKeys = new InMemoryApiKeys(clock);
  return {
    clock,
    apiKeys,
    deps: {
      apiKeys,
      codec: new FakeApiKeyCodec(),
      clock,
      limiter: new InMemoryRateLimiter(clock),
      audit: new InMemoryAuditLog(),
    },
  };
}

describe('test-user keys', () => {
  it('opens /api/test-user with Authorization: Bearer and notes when it was used', async () => {
    const { deps, clock } = setUp();
    const { key, id } = await createTestUserKey(deps, { name: 'CI' }, STAFF_ACTOR);
    clock.advance(1000);
    const found = await authenticateTestUserCall(deps, { authorization: `Bearer ${key}`, ip: '1.2.3.4' });
    expect(found).toMatchObject({ id, purpose: 'test-users', lastUsedAt: clock.now() });
  });

  it('still opens /api/test-user with a key made before test-user keys had their own prefix (pbk_)', async () => {
    const { deps } = setUp();
    const old = 'pbk_made-before-ptu';
    await deps.apiKeys.create({
      name: 'Old CI',
      prefix: old.slice(0, 10),
      hash: deps.codec.hash(old),
      purpose: 'test-users',
    });
    const found = await authenticateTestUserCall(deps, { authorization: `Bearer ${old}`, ip: '1.2.3.4' });
    expect(found).toMatchObject({ name: 'Old CI', purpose: 'test-users' });
  });

  it('is refused by the blog API, and a blog key by /api/test-user, both with "Invalid API key"', async () => {
    const { deps } = setUp();
    const testUsersKey = await createTestUserKey(deps, { name: 'CI' }, STAFF_ACTOR);
    const blogKey = await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
    expect(
      await errorOf(authenticateApiCall(deps, { apiKey: testUsersKey.key, ip: '1.2.3.4' })),
    ).toMatchObject({
      kind: 'unauthorized',
      message: 'Invalid API key',
    });
    expect(
      await errorOf(
        authenticateTestUserCall(deps, { authorization: `Bearer ${blogKey.key}`, ip: '1.2.3.4' }),
      ),
    ).toMatchObject({ kind: 'unauthorized', message: 'Invalid API key' });
  });

  it('asks for the bearer key when it is missing or sent another way', async () => {
    const { deps } = setUp();
    const { key } = await createTestUserKey(deps, { name: 'CI' }, STAFF_ACTOR);
    for (const authorization of [undefined, '', key, 'Bearer ', `Basic ${key}`])
      expect(await errorOf(authenticateTestUserCall(deps, { authorization, ip: '1.2.3.4' }))).toMatchObject({
        kind: 'unauthorized',
        message: 'Missing API key: send it as Authorization: Bearer <key>',
      });
  });

  it('lists only test-user keys here and only blog keys on the blog panel', async () => {
    const { deps } = setUp();
    await createTestUserKey(deps, { name: 'CI' }, STAFF_ACTOR);
    await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
    expect((await listTestUserKeys(deps)).map((key) => key.name)).toEqual(['CI']);
    expect((await listApiKeys(deps)).keys.map((key) => key.name)).toEqual(['Weekly robot']);
  });

  it('revokes a test-user key at once, and does not find a blog key by its id', async () => {
    const { deps } = setUp();
    const { key, id } = await createTestUserKey(deps, { name: 'CI' }, STAFF_ACTOR);
    const blogKey = await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
    expect(await revokeTestUserKey(deps, { id }, STAFF_ACTOR)).toEqual({ revoked: true });
    expect(
      await errorOf(authenticateTestUserCall(deps, { authorization: `Bearer ${key}`, ip: '1.2.3.4' })),
    ).toMatchObject({
      message: 'Invalid API key',
    });
    expect((await errorOf(revokeTestUserKey(deps, { id: blogKey.id }, STAFF_ACTOR))).message).toBe(
      'No such API key',
    );
    expect((await listApiKeys(deps)).keys[0]?.revokedAt).toBeNull();
  });

  it('refuses the 31st call in a minute from one address with "Too many requests"', async () => {
    const { deps } = setUp();
    for (let call = 0; call < TEST_USER_CALLS_PER_MINUTE; call++)
      await errorOf(authenticateTestUserCall(deps, { authorization: 'Bearer wrong', ip: '1.2.3.4' }));
    expect(
      await errorOf(authenticateTestUserCall(deps, { authorization: 'Bearer wrong', ip: '1.2.3.4' })),
    ).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many requests',
    });
  });
});
