import { describe, expect, it } from 'vitest';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
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

describe('revokeApiKey', () => {
  it('stops the key working at once and keeps it listed with the time it was revoked', async () => {
    const { deps, clock } = setUp();
    const { id, key } = await createApiKey(deps, 'Robot', STAFF_ACTOR);
    clock.advance(5000);
    await revokeApiKey(deps, id, STAFF_ACTOR);
    expect(await deps.apiKeys.activeKeyFor(deps.codec.hash(key), clock.now(), 'blog')).toBeNull();
    expect((await listApiKeys(deps)).keys).toEqual([
      expect.objectContaining({ id, revokedAt: '2026-03-10T09:00:05.000Z' }),
    ]);
  });

  it('keeps the first revocation time when revoked again', async () => {
    const { deps, clock } = setUp();
    const { id } = await createApiKey(deps, 'Robot', STAFF_ACTOR);
    await revokeApiKey(deps, id, STAFF_ACTOR);
    clock.advance(60_000);
    await revokeApiKey(deps, id, STAFF_ACTOR);
    expect((await listApiKeys(deps)).keys[0]?.revokedAt).toBe('2026-03-10T09:00:00.000Z');
  });

  it('leaves the other keys working', async () => {
    const { deps, clock } = setUp();
    const gone = await createApiKey(deps, 'Gone', STAFF_ACTOR);
    const kept = await createApiKey(deps, 'Kept', STAFF_ACTOR);
    await revokeApiKey(deps, gone.id, STAFF_ACTOR);
    expect(await deps.apiKeys.activeKeyFor(deps.codec.hash(kept.key), clock.now(), 'blog')).toMatchObject({
      id: kept.id,
    });
  });

  it('answers "No such API key" for an unknown id', async () => {
    const { deps } = setUp();
    await expect(revokeApiKey(deps, 'key-404', STAFF_ACTOR)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'BLOG.API_KEY_NOT_FOUND',
      message: 'No such API key',
    });
  });
});
