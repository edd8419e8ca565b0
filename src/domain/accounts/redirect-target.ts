/** Where the login sends the owner when no `redirect` is given. */
export const DEFAULT_SIGN_IN_REDIRECT = '/admin/dashboard';
/**
 * Where an editor lands instead of the default: the dashboard is the admin's alone (an editor would
 * get 'Access Denied' there), the blog management is theirs.
 */
export const EDITOR_HOME = '/admin/blog';

const SITE = 'https://site.invalid';
/** Tabs and newlines vanish when a URL is parsed, so `/\t/host` would become `//host`: refused outright. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character <= '\u001f' || character === '\u007f');

/**
 * The one place that decides whether a `redirect` is followed (server answers and the browser alike):
 * only a path on this site, resolved against the site's origin, and given back normalised. A target
 * that normalises to `//host` (`/.//host`, `/%2e//host`, `/a/..//host`, `/./\host`) is another site to
 * a browser, so it is refused like `https://evil.example`, `//evil.example` and `javascript:`.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || hasControlCharacter(target)) return null;
  const url = onSite(target);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return !path.startsWith('//') && onSite(path) ? path : null;
}

/** `URL.parse` is missing from browsers older than 2024: the page's script runs this too. */
function onSite(target: string): URL | null {
  try {
    const url = new URL(target, SITE);
    return url.origin === SITE ? url : null;
  } catch {
    return null;
  }
}

/** Where a new account lands when no site path was asked for. */
export const ACCOUNT_HOME = '/account';

/**
 * The page after a successful sign-in at /login: the requested site path, else each role's home: the
 * dashboard for the owner (not the blog management), the blog management for an editor, the
 * account for a reader (who would meet "Access Denied" on the dashboard). The dashboard, asked
 * for by someone it is not for, is their home instead.
 */
export function destinationAfterSignIn(role: string, requested: unknown): string {
  const home = role === 'admin' ? DEFAULT_SIGN_IN_REDIRECT : role === 'editor' ? EDITOR_HOME : ACCOUNT_HOME;
  const target = safeRedirectPath(requested);
  return !target || target === DEFAULT_SIGN_IN_REDIRECT ? home : target;
}

/** The page after a successful sign-up: the requested site path, else the account settings. */
export function destinationAfterSignUp(requested: unknown): string {
  return safeRedirectPath(requested) ?? ACCOUNT_HOME;
}
