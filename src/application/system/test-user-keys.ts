import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import { toApiKeyDto } from '../blog/api-key-dto.ts';
import { createApiKey } from '../blog/create-api-key.ts';
import type { ApiKeyDto } from '../blog/editor-schemas.ts';
import type { ApiKeyCodec, ApiKeyRepository } from '../blog/ports.ts';
import { revokeApiKey } from '../blog/revoke-api-key.ts';
import type { Clock } from '../shared/ports.ts';

export interface TestUserKeyDeps {
  apiKeys: ApiKeyRepository;
  codec: ApiKeyCodec;
  clock: Clock;
  audit: AuditLog;
}

/** `/admin/tests`: a key for `/api/test-user`, shown once in the answer; it opens nothing else. */
export function createTestUserKey(
  deps: TestUserKeyDeps,
  input: { name: string },
  actor: AuditActor,
): Promise<ApiKeyDto & { key: string }> {
  return createApiKey(deps, input.name, actor, 'test-users');
}

/** `/admin/tests`: the test-user keys, revoked ones too (active first, then the newest). */
export async function listTestUserKeys(deps: TestUserKeyDeps): Promise<ApiKeyDto[]> {
  return (await deps.apiKeys.list('test-users')).map(toApiKeyDto);
}

/** `/admin/tests`: the key stops opening `/api/test-user` at once; a blog key's id is not found here. */
export async function revokeTestUserKey(
  deps: TestUserKeyDeps,
  input: { id: string },
  actor: AuditActor,
): Promise<{ revoked: true }> {
  await revokeApiKey(deps, input.id, actor, 'test-users');
  return { revoked: true };
}
