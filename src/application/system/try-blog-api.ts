import { type DiscardDraftDeps, discardApiDraft } from '#application/blog/discard-api-draft.ts';
import { postTestDraft } from './blog-api-request.ts';
import type { SiteRequests } from './ports.ts';
import type { TryBlogApiInput } from './schemas.ts';

/** What `/test-blog-api` shows: the API's answer in the spec's words, nothing more. */
export interface BlogApiTryDto {
  ok: boolean;
  /** 'API request successful!', 'Error: {message}' or 'Failed to connect to the blog API'. */
  message: string;
  /** The API's own reason for a refusal, for the page to show in the reader's language; null otherwise. */
  apiError: string | null;
  /** The API's error code, which the page translates (`BLOG.MISSING_API_KEY`); null when it gave none. */
  apiCode: string | null;
}

/**
 * `/test-blog-api`'s Test Blog API: the test draft POSTed to `/api/blog` from the server with the key
 * the visitor pasted (or none), in their name (`X-Forwarded-For`, so the API's own per-address limit
 * counts them). Without a valid key the API refuses and nothing is created; with one, the draft it
 * created is deleted at once.
 */
export async function tryBlogApi(
  deps: { siteRequests: SiteRequests; blog: DiscardDraftDeps },
  input: TryBlogApiInput,
  visitor: { ip: string },
): Promise<BlogApiTryDto> {
  const answer = await postTestDraft(deps.siteRequests, { apiKey: input.apiKey, forwardedFor: visitor.ip });
  if (answer.createdPostId) await discardApiDraft(deps.blog, answer.createdPostId);
  return { ok: answer.ok, message: answer.message, apiError: answer.apiError, apiCode: answer.apiCode };
}
