import { describe, expect, it } from 'vitest';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
import { logApiCall } from '#application/blog/log-api-call.ts';
import { revokeApiKey } from '#application/blog/revoke-api-key.ts';
import { FakeApiKeyCodec, InMemoryApiKeys } from '#fixtures/fakes/in-memory-api-keys.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

function setUp() {
  const clock = new FixedClock('2026-03-10T09:00:00.000Z');
  const apiKeys = new InMemoryApiKeys(clock);
  return {
    clock,
    apiKeys,
    deps: { apiKeys, codec: new FakeApiKeyCodec(), clock, audit: new InMemoryAuditLog() },
  };
}

const call = (apiKeyId: string | null, status = 201) => ({
  apiKeyId,
  ip: '1.2.3.4',
  status,
  outcome: status === 201 ? 'created' : 'Invalid API key',
  postId: null,
});

describe('listApiKeys', () => {
  it('lists the working keys newest first, then the revoked ones, with ISO times', async () => {
    const { deps, clock } = setUp();
    const old = await createApiKey(deps, 'Old', STAFF_ACTOR);
    clock.advance(60_000);
    const revoked = await createApiKey(deps, 'Revoked', STAFF_ACTOR);
    clock.advance(60_000);
    const fresh = await createApiKey(deps, 'Fresh', STAFF_ACTOR);
    await revokeApiKey(deps, revoked.id, STAFF_ACTOR);
    const { keys } = await listApiKeys(deps);
    expect(keys.map((key) => key.id)).toEqual([fresh.id, old.id, revoked.id]);
    expect(keys[2]).toMatchObject({ name: 'Revoked', revokedAt: '2026-03-10T09:02:00.000Z' });
  });

  it('shows the latest calls first with the name of their key (none for a keyless call)', async () => {
    const { deps, clock } = setUp();
    const key = await createApiKey(deps, 'Robot', STAFF_ACTOR);
    await logApiCall(deps, call(key.id));
    clock.advance(1000);
    await logApiCall(deps, call(null, 401));
    const { calls } = await listApiKeys(deps);
    expect(calls).toEqual([
      {
        id: 'call-2',
        keyName: null,
        ip: '1.2.3.4',
        status: 401,
        outcome: 'Invalid API key',
        postId: null,
        createdAt: '2026-03-10T09:00:01.000Z',
      },
      expect.objectContaining({
        id: 'call-1',
        keyName: 'Robot',
        status: 201,
        createdAt: '2026-03-10T09:00:00.000Z',
      }),
    ]);
  });

  it('shows at most the 50 latest calls', async () => {
    const { deps, clock } = setUp();
    for (let index = 0; index < 60; index++) {
      await logApiCall(deps, call(null));
      clock.advance(1000);
    }
    const { calls } = await listApiKeys(deps);
    expect(calls).toHaveLength(50);
    expect(calls[0]?.id).toBe('call-60');
    expect(calls.at(-1)?.id).toBe('call-11');
  });
});
