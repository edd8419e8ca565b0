import type { Logger } from 'pino';

/**
 * vike's `throw render(404)`, `throw render(403, ...)` and `throw redirect(...)` reach the renderer as
 * `errorWhileRendering` too, marked by vike with `_pageContextAbort` (vike does not export its own
 * `isAbortError`).
 */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '_pageContextAbort' in error;
}

/**
 * Logs what went wrong while rendering a page. A refusal a guard or `+data` hook chose (the 404 of
 * another client's proposal, a 403 on an admin page, a redirect to sign in) is an answer, not a fault:
 * one info line with its status, no stack. Anything else is a real error, logged at error with its stack;
 * the 500 page shows the request's id, which is on that line.
 */
export function logRenderProblem(log: Logger, error: unknown, status: number | undefined): void {
  if (!isAbort(error)) {
    log.error({ err: error }, 'error while rendering a page');
    return;
  }
  // A deliberate `throw render(500)` or `render(503)` still says the site could not serve the page.
  if (status !== undefined && status >= 500) log.warn({ status }, 'page refused with a server error');
  else log.info({ status }, 'page answered with a refusal');
}
