import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import { apiKeyNotFound } from '#domain/blog/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { ApiKeyRepository } from './ports.ts';

/** A revoked key stops working at once; it stays listed with its calls. Only a key of `purpose` is found. */
export async function revokeApiKey(
  deps: { apiKeys: ApiKeyRepository; clock: Clock },
  id: string,
  purpose: ApiKeyPurpose = 'blog',
) {
  if (!(await deps.apiKeys.revoke(id, deps.clock.now(), purpose))) throw apiKeyNotFound();
}
