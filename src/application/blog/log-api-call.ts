import type { ApiKeyRepository } from './ports.ts';

const OUTCOME_MAX = 300;

/** Notes one call to the blog API with its answer, for the admin's list of recent calls. */
export async function logApiCall(
  deps: { apiKeys: ApiKeyRepository },
  call: { apiKeyId: string | null; ip: string; status: number; outcome: string; postId: string | null },
): Promise<void> {
  await deps.apiKeys.logCall({ ...call, outcome: call.outcome.slice(0, OUTCOME_MAX) });
}
