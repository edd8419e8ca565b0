import { issueApiKey } from '#application/blog/create-api-key.ts';
import { type DiscardDraftDeps, discardApiDraft } from '#application/blog/discard-api-draft.ts';
import type { ApiKeyCodec, ApiKeyRepository } from '#application/blog/ports.ts';
import type { CheckFinding } from '#domain/system/system-check.ts';
import { postTestDraft } from '../blog-api-request.ts';
import type { SiteRequests } from '../ports.ts';

/** The temporary key's name, as the admin's key list would show it for the moment it exists. */
export const TEMPORARY_KEY_NAME = 'System check (temporary)';

export type BlogApiCheckDeps = {
  blog: DiscardDraftDeps & { apiKeys: ApiKeyRepository; codec: ApiKeyCodec };
  siteRequests: SiteRequests;
};

/**
 * The owner's blog API check: a temporary key, a draft POSTed to `/api/blog` over HTTP with it (201
 * expected), the draft deleted at once and the key removed with its logged calls, whatever happened
 * on the way, so the check leaves no post and no key behind.
 */
export async function checkBlogApi(deps: BlogApiCheckDeps): Promise<CheckFinding> {
  // Not an entry of its own: it is gone when the check ends, and the run is the entry (`system.checks_run`).
  const key = await issueApiKey(deps.blog, TEMPORARY_KEY_NAME, 'blog');
  try {
    const answer = await postTestDraft(deps.siteRequests, { apiKey: key.key });
    if (answer.createdPostId && !(await discardApiDraft(deps.blog, answer.createdPostId)))
      return {
        outcome: 'fail',
        message: 'The test draft could not be deleted',
        details: `post ${answer.createdPostId}`,
      };
    if (answer.ok && !answer.createdPostId)
      return { outcome: 'fail', message: 'Error: the API answered 201 without the new post’s id' };
    return answer.ok
      ? { outcome: 'pass', message: answer.message }
      : {
          outcome: 'fail',
          message: answer.message,
          details:
            answer.status === null
              ? 'no answer from POST /api/blog'
              : `POST /api/blog answered ${answer.status}`,
        };
  } finally {
    await deps.blog.apiKeys.delete(key.id);
  }
}
