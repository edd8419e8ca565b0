/** Where the admin login sends people when no `redirect` is given. */
export const DEFAULT_SIGN_IN_REDIRECT = '/admin/dashboard';
/** Where the owner lands instead of the default (spec: the owner goes to the blog management). */
export const OWNER_HOME = '/admin/blog';

/**
 * A redirect target is followed only when it is a path on this site: `/account?tab=1` yes;
 * `https://evil.example`, `//evil.example` and `/\evil.example` (which browsers treat as another host) no.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    const base = 'http://site.invalid';
    const url = new URL(target, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The page after a successful admin login. */
export function destinationAfterSignIn(role: string, requested: string | null | undefined): string {
  const target = safeRedirectPath(requested) ?? DEFAULT_SIGN_IN_REDIRECT;
  return role === 'admin' && target === DEFAULT_SIGN_IN_REDIRECT ? OWNER_HOME : target;
}

/** Where a new account lands when no site path was asked for. */
export const ACCOUNT_HOME = '/account';

/** The page after a successful sign-up: the requested site path, else the account settings. */
export function destinationAfterSignUp(requested: string | null | undefined): string {
  return safeRedirectPath(requested) ?? ACCOUNT_HOME;
}
