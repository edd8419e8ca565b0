import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import { toApiKeyDto } from './api-key-dto.ts';
import type { ApiKeyDto } from './editor-schemas.ts';
import type { ApiKeyCodec, ApiKeyRepository } from './ports.ts';

/** The new key is in the answer once; only its hash is kept. It opens only what its purpose names. */
export async function createApiKey(
  deps: { apiKeys: ApiKeyRepository; codec: ApiKeyCodec },
  name: string,
  purpose: ApiKeyPurpose = 'blog',
): Promise<ApiKeyDto & { key: string }> {
  const { key, prefix, hash } = deps.codec.generate(purpose);
  const stored = await deps.apiKeys.create({ name, prefix, hash, purpose });
  return { ...toApiKeyDto(stored), key };
}
