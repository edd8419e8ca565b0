import type { SiteRequests } from '#application/system/ports.ts';

/** Longer than any page render or blog API call (which waits up to 20 s for its cover) should take. */
export const SITE_REQUEST_TIMEOUT_MS = 30_000;

/** Carries the process's secret on the site's requests to itself (see `selfRequestVisitor`). */
export const SELF_REQUEST_HEADER = 'x-site-self-request';

/**
 * The site asking itself over HTTP, as a visitor's browser would: redirects are reported, not
 * followed, and a request that takes too long or cannot connect answers status null. With
 * `forwardedFor`, the request carries the visitor's address in `X-Forwarded-For` and the process's
 * `selfRequestToken` beside it, which the app believes (whatever proxies it trusts), so the site's
 * per-address limits count the visitor, not itself.
 *
 * `origin()` is the address the site listens on, known once the server is listening.
 */
export function createSiteRequests(
  origin: () => string,
  options: { timeoutMs?: number; selfRequestToken?: string } = {},
): SiteRequests {
  const timeoutMs = options.timeoutMs ?? SITE_REQUEST_TIMEOUT_MS;

  async function send(path: string, init: RequestInit, forwardedFor: string | undefined) {
    const headers = new Headers(init.headers);
    if (forwardedFor) {
      headers.set('X-Forwarded-For', forwardedFor);
      if (options.selfRequestToken) headers.set(SELF_REQUEST_HEADER, options.selfRequestToken);
    }
    try {
      return await fetch(new URL(path, origin()), {
        ...init,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Refused, reset or timed out: the site did not answer.
      return null;
    }
  }

  return {
    async get(path, options = {}) {
      const response = await send(
        path,
        { method: 'GET', headers: { Accept: 'text/html' } },
        options.forwardedFor,
      );
      // The body is not needed; reading it frees the connection.
      await response?.arrayBuffer().catch(() => undefined);
      return { status: response?.status ?? null };
    },
    async postJson(path, body, headers, options = {}) {
      const response = await send(
        path,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        },
        options.forwardedFor,
      );
      if (!response) return { status: null, body: undefined };
      const text = await response.text().catch(() => '');
      return { status: response.status, body: parseJson(text) };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text === '' ? undefined : text;
  }
}
