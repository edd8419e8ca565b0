import { ZodError } from 'zod';
import { apiKeyNotFound, invalidApiKey, missingApiKey } from '#domain/blog/errors.ts';
import { AppError } from '#domain/shared/app-error.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import type { ApiKey, ApiKeyCodec, ApiKeyRepository } from './api-key-ports.ts';
import { type ApiCallDto, type ApiKeyDto, apiPostSchema } from './editor-schemas.ts';
import { type ManagePostsDeps, savePost } from './manage-posts.ts';

export interface ApiKeysDeps {
  apiKeys: ApiKeyRepository;
  codec: ApiKeyCodec;
  clock: Clock;
}

const RECENT_CALLS = 50;
/** Calls per minute from one address, wrong keys included (guessing keys is slow). */
export const API_CALLS_PER_MINUTE = 30;

function toDto(key: ApiKey): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(deps: ApiKeysDeps): Promise<{ keys: ApiKeyDto[]; calls: ApiCallDto[] }> {
  const [keys, calls] = await Promise.all([deps.apiKeys.list(), deps.apiKeys.recentCalls(RECENT_CALLS)]);
  return {
    keys: keys.map(toDto),
    calls: calls.map((call) => ({ ...call, createdAt: call.createdAt.toISOString() })),
  };
}

/** The new key is in the answer once; only its hash is kept. */
export async function createApiKey(deps: ApiKeysDeps, name: string): Promise<ApiKeyDto & { key: string }> {
  const { key, prefix, hash } = deps.codec.generate();
  const stored = await deps.apiKeys.create({ name, prefix, hash });
  return { ...toDto(stored), key };
}

export async function revokeApiKey(deps: ApiKeysDeps, id: string): Promise<void> {
  if (!(await deps.apiKeys.revoke(id, deps.clock.now()))) throw apiKeyNotFound();
}

export interface ApiCallRequest {
  apiKey: string | undefined;
  body: unknown;
  ip: string;
}

/**
 * POST /api/blog: a post from automation (the weekly updates). Every call is logged with its answer;
 * a refused key and a bad body are logged too.
 */
export async function createPostFromApi(
  deps: ApiKeysDeps & { posts: ManagePostsDeps; limiter: RateLimiter },
  request: ApiCallRequest,
) {
  let apiKeyId: string | null = null;
  const log = (status: number, outcome: string, postId: string | null = null) =>
    deps.apiKeys.logCall({ apiKeyId, ip: request.ip, status, outcome: outcome.slice(0, 300), postId });
  try {
    const rate = await deps.limiter.hit(`blog-api:${request.ip}`, 60_000);
    if (rate.count > API_CALLS_PER_MINUTE)
      throw new AppError('rate_limited', 'BLOG.API_RATE_LIMITED', 'Too many requests', rate.retryAfterMs);
    if (!request.apiKey) throw missingApiKey();
    const key = await deps.apiKeys.activeKeyFor(deps.codec.hash(request.apiKey), deps.clock.now());
    if (!key) throw invalidApiKey();
    apiKeyId = key.id;
    const input = apiPostSchema.parse(request.body);
    const saved = await savePost(deps.posts, null, {
      ...input,
      mediaType: 'image',
      imageAction: 'generate',
      imageUrl: null,
      videoUrl: null,
      videoThumbnailUrl: null,
      action: input.publish ? 'publish' : 'draft',
    });
    await log(201, `created ${saved.status} post ${saved.slug}`, saved.id);
    return saved;
  } catch (error) {
    const status = error instanceof ZodError ? 400 : error instanceof AppError ? statusOf(error) : 500;
    const outcome =
      error instanceof ZodError
        ? (error.issues[0]?.message ?? 'invalid body')
        : String((error as Error).message);
    // Rate-limited calls are not logged one by one: a flood must not fill the table.
    if (status !== 429) await log(status, outcome).catch(() => {});
    throw error;
  }
}

function statusOf(error: AppError): number {
  return {
    invalid: 400,
    too_large: 413,
    unauthorized: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    rate_limited: 429,
  }[error.kind];
}
