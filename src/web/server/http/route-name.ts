import type { Request, Response } from 'express';

/**
 * The route a request was answered by, as the metrics label it: always a pattern from the code (an
 * Express route, a page's id, a tRPC procedure), never the URL, so the labels stay a bounded set
 * whatever addresses people try.
 */
export function nameRoute(res: Response, name: string): void {
  res.locals.routeName = name;
}

export function forgetRouteName(res: Response): void {
  delete res.locals.routeName;
}

/** The name set by `nameRoute`, else the Express route that matched (`/auth/sign-in`), else `other`. */
export function routeNameOf(req: Request, res: Response): string {
  const named = res.locals.routeName;
  if (named !== undefined) return named;
  const pattern: unknown = req.route?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : 'other';
}

/** A vike page by its id, from the pages' folder: `page:/blog/@slug`, `page:/_error`. */
export function pageRouteName(pageId: string | null | undefined): string {
  return `page:${pageId ? pageId.replace(/^\/src\/web\/pages(?=\/)/, '') : 'none'}`;
}

/**
 * A tRPC request by its procedure: `trpc:blog.list`. A batch of one procedure is named after it; a
 * batch of several is `trpc:batch` (their combinations are not a bounded set); a name the router does
 * not know is `trpc:unknown`.
 */
export function trpcRouteName(path: string, procedures: ReadonlySet<string>): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'trpc:unknown';
  }
  const names = decoded.split(',').map((name) => (procedures.has(name) ? name : 'unknown'));
  const [first] = names;
  return names.every((name) => name === first) ? `trpc:${first}` : 'trpc:batch';
}
