import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import type { AuditLog } from '../audit/ports.ts';
import { toApiKeyDto } from './api-key-dto.ts';
import type { ApiKeyDto } from './editor-schemas.ts';
import type { ApiKeyCodec, ApiKeyRepository } from './ports.ts';

type IssueDeps = { apiKeys: ApiKeyRepository; codec: ApiKeyCodec };

/** A new key, in the answer once; only its hash is kept. It opens only what its purpose names. */
export async function issueApiKey(
  deps: IssueDeps,
  name: string,
  purpose: ApiKeyPurpose,
): Promise<ApiKeyDto & { key: string }> {
  const { key, prefix, hash } = deps.codec.generate(purpose);
  const stored = await deps.apiKeys.create({ name, prefix, hash, purpose });
  return { ...toApiKeyDto(stored), key };
}

/** The admin makes a key (`/admin/blog`, `/admin/tests`); the audit log keeps its name, never the key. */
export function createApiKey(
  deps: IssueDeps & { audit: AuditLog },
  name: string,
  actor: AuditActor,
  purpose: ApiKeyPurpose = 'blog',
): Promise<ApiKeyDto & { key: string }> {
  return deps.audit.record(actor, async () => {
    const issued = await issueApiKey(deps, name, purpose);
    return {
      result: issued,
      entry: {
        action: purpose === 'blog' ? 'api_key.created' : 'test_user_key.created',
        subject: { type: 'api_key', id: issued.id, label: issued.name },
        before: null,
        after: { name: issued.name, purpose },
      },
    };
  });
}
