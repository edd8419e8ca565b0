import { describe, expect, it } from 'vitest';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
import { FakeApiKeyCodec, InMemoryApiKeys } from '#fixtures/fakes/in-memory-api-keys.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

function setUp() {
  const apiKeys = new InMemoryApiKeys(new FixedClock('2026-03-10T09:00:00.000Z'));
  return { apiKeys, deps: { apiKeys, codec: new FakeApiKeyCodec(), audit: new InMemoryAuditLog() } };
}

describe('createApiKey', () => {
  it('answers the new key once, with its name, prefix and creation time', async () => {
    const { deps } = setUp();
    expect(await createApiKey(deps, 'Weekly robot', STAFF_ACTOR)).toEqual({
      id: 'key-1',
      name: 'Weekly robot',
      prefix: 'pbk_test-k',
      createdAt: '2026-03-10T09:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      key: 'pbk_test-key-1',
    });
  });

  it('keeps only the hash of the key: the list never shows it again', async () => {
    const { deps, apiKeys } = setUp();
    const { key } = await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
    expect(apiKeys.keys[0]?.hash).toBe(deps.codec.hash(key));
    expect(JSON.stringify(await listApiKeys(deps))).not.toContain(key);
  });

  it('makes a different key each time, even under the same name', async () => {
    const { deps } = setUp();
    const first = await createApiKey(deps, 'Robot', STAFF_ACTOR);
    const second = await createApiKey(deps, 'Robot', STAFF_ACTOR);
    expect(first.key).not.toBe(second.key);
    expect(first.id).not.toBe(second.id);
  });
});

describe('createApiKey: the audit log', () => {
  it('records the key by its name, never the key itself', async () => {
    const { deps } = setUp();
    const { key } = await createApiKey(deps, 'Weekly robot', STAFF_ACTOR);
    expect(deps.audit.entries).toEqual([
      expect.objectContaining({
        action: 'api_key.created',
        subject: { type: 'api_key', id: 'key-1', label: 'Weekly robot' },
        after: { name: 'Weekly robot', purpose: 'blog' },
      }),
    ]);
    expect(JSON.stringify(deps.audit.entries)).not.toContain(key);
  });
});
