import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import { apiKeyNotFound } from '#domain/blog/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { ApiKeyRepository } from './ports.ts';

/**
 * A revoked key stops working at once; it stays listed with its calls. Only a key of `purpose` is
 * found. Revoking a key revoked already changes nothing and writes no entry.
 */
export async function revokeApiKey(
  deps: { apiKeys: ApiKeyRepository; clock: Clock; audit: AuditLog },
  id: string,
  actor: AuditActor,
  purpose: ApiKeyPurpose = 'blog',
): Promise<void> {
  await deps.audit.record(actor, async () => {
    const revoked = await deps.apiKeys.revoke(id, deps.clock.now(), purpose);
    if (!revoked) throw apiKeyNotFound();
    return {
      result: undefined,
      entry: revoked.revokedNow
        ? {
            action: purpose === 'blog' ? 'api_key.revoked' : 'test_user_key.revoked',
            subject: { type: 'api_key', id, label: revoked.name },
            before: { revoked: false },
            after: { revoked: true },
          }
        : null,
    };
  });
}
