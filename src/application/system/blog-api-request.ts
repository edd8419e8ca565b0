import type { SiteRequests } from './ports.ts';

/** Spec §8: what the blog API test shows. */
export const BLOG_API_SUCCESS = 'API request successful!';
export const BLOG_API_UNREACHABLE = 'Failed to connect to the blog API';

/** Spec §3's test payload: a draft (never published) that the test deletes at once. */
export const BLOG_API_TEST_POST = {
  title: 'Blog API test',
  content: 'A draft sent by the site’s blog API test. It is deleted as soon as the API has answered.',
  excerpt: 'Blog API test draft',
  tags: ['api-test'],
} as const;

export interface BlogApiAnswer {
  ok: boolean;
  /** 'API request successful!', 'Error: {the API's error}' or 'Failed to connect to the blog API'. */
  message: string;
  /** The API's own reason for a refusal (its `error` field, or `HTTP {status}`); null otherwise. */
  apiError: string | null;
  /** The API's error code (`BLOG.INVALID_API_KEY`), for a page to say the reason in its reader's language. */
  apiCode: string | null;
  /** The HTTP status the API answered; null when it did not answer. */
  status: number | null;
  /** The draft the API created, for the caller to delete at once. */
  createdPostId: string | null;
}

/**
 * POSTs the test draft to the site's own `/api/blog` over HTTP, as automation would, with `x-api-key`
 * when a key is given, and reads the answer in the spec's words.
 */
export async function postTestDraft(
  siteRequests: SiteRequests,
  request: { apiKey?: string | undefined; forwardedFor?: string | undefined },
): Promise<BlogApiAnswer> {
  const headers: Record<string, string> = request.apiKey ? { 'x-api-key': request.apiKey } : {};
  const answer = await siteRequests.postJson('/api/blog', BLOG_API_TEST_POST, headers, {
    ...(request.forwardedFor ? { forwardedFor: request.forwardedFor } : {}),
  });
  if (answer.status === null)
    return {
      ok: false,
      message: BLOG_API_UNREACHABLE,
      apiError: null,
      apiCode: null,
      status: null,
      createdPostId: null,
    };
  const body = isRecord(answer.body) ? answer.body : {};
  if (answer.status === 201) {
    const createdPostId = typeof body.id === 'string' ? body.id : null;
    return { ok: true, message: BLOG_API_SUCCESS, apiError: null, apiCode: null, status: 201, createdPostId };
  }
  const reason = typeof body.error === 'string' && body.error !== '' ? body.error : `HTTP ${answer.status}`;
  return {
    ok: false,
    message: `Error: ${reason}`,
    apiError: reason,
    apiCode: typeof body.code === 'string' ? body.code : null,
    status: answer.status,
    createdPostId: null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
