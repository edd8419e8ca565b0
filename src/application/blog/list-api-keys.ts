import { toApiKeyDto } from './api-key-dto.ts';
import type { ApiCallDto, ApiKeyDto } from './editor-schemas.ts';
import type { ApiKeyRepository } from './ports.ts';

const RECENT_CALLS = 50;

/** The admin's blog API keys panel: every blog key (revoked ones too) and the latest calls. */
export async function listApiKeys(deps: {
  apiKeys: ApiKeyRepository;
}): Promise<{ keys: ApiKeyDto[]; calls: ApiCallDto[] }> {
  const [keys, calls] = await Promise.all([
    deps.apiKeys.list('blog'),
    deps.apiKeys.recentCalls(RECENT_CALLS),
  ]);
  return {
    keys: keys.map(toApiKeyDto),
    calls: calls.map((call) => ({ ...call, createdAt: call.createdAt.toISOString() })),
  };
}
