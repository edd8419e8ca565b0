import { apiKeyNotFound } from '#domain/blog/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { ApiKeyRepository } from './ports.ts';

/** A revoked key stops working at once; it stays listed with its calls. */
export async function revokeApiKey(deps: { apiKeys: ApiKeyRepository; clock: Clock }, id: string) {
  if (!(await deps.apiKeys.revoke(id, deps.clock.now()))) throw apiKeyNotFound();
}
