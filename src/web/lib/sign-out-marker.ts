/**
 * Set by the browser when its sign-out request failed (offline, server error): the session cookie is
 * HttpOnly, so the page cannot forget it, but the next request carries this marker and the server
 * ends the session then. The spec: "Sign-out failure still clears local state".
 */
export const SIGNED_OUT_COOKIE = 'signed_out';
