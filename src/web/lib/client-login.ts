/** The client sign-in's addresses and query parameters, shared by its pages and its routes. */
export const CLIENT_LOGIN_PATH = '/client_login';
/** Where the 'Check Your Email' screen posts the typed code. */
export const SIGN_IN_CODE_PATH = '/client_login/code';
/** The page a magic link opens (its button posts here too). */
export const VERIFY_LINK_PATH = '/client_login/verify';
/** Where the inquiry's thanks and the portal send people to start a project. */
export const ONBOARDING_LINK = '/client_onboarding';

/** `?sent=1`: the link was asked for (a plain post's redirect shows the 'Check Your Email' screen). */
export const CLIENT_LOGIN_SENT_PARAM = 'sent';

/** `?expired=1`: an e-mailed link's hour had passed, so its page sent the client to this form. */
export const EXPIRED_LINK_PARAM = 'expired';

/** The 'Check Your Email' form's hidden count of wrong codes so far, kept through a plain post. */
export const WRONG_CODES_FIELD = 'wrongCodes';

export type ClientLoginMode = 'magic' | 'password';

/** `?mode=password` opens the password choice (links switch modes before the script loads). */
export function modeOf(search: Record<string, string>): ClientLoginMode {
  return search.mode === 'password' ? 'password' : 'magic';
}

/** A query string of the given (non-empty) parameters, or ''. */
export function clientLoginQuery(params: Record<string, string | undefined>): string {
  const kept = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
}
