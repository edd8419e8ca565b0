import { describe, expect, it } from 'vitest';
import { listApiKeys } from '#application/blog/list-api-keys.ts';
import { logApiCall } from '#application/blog/log-api-call.ts';
import { InMemoryApiKeys } from '#fixtures/fakes/in-memory-api-keys.ts';
import { FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

describe('logApiCall', () => {
  it('notes a call with its address, answer and the post it made', async () => {
    const apiKeys = new InMemoryApiKeys(new FixedClock('2026-03-10T09:00:00.000Z'));
    await logApiCall(
      { apiKeys },
      { apiKeyId: null, ip: '1.2.3.4', status: 201, outcome: 'created', postId: 'post-1' },
    );
    expect((await listApiKeys({ apiKeys })).calls).toEqual([
      {
        id: 'call-1',
        keyName: null,
        ip: '1.2.3.4',
        status: 201,
        outcome: 'created',
        postId: 'post-1',
        createdAt: '2026-03-10T09:00:00.000Z',
      },
    ]);
  });

  it('cuts a long outcome (a validation report) to 300 characters', async () => {
    const apiKeys = new InMemoryApiKeys();
    await logApiCall(
      { apiKeys },
      { apiKeyId: null, ip: '1.2.3.4', status: 400, outcome: 'x'.repeat(1000), postId: null },
    );
    expect(apiKeys.calls[0]?.outcome).toHaveLength(300);
  });
});
