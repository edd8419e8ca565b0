/** Why vike's error page is showing (`throw render(404, reason)` in a `+data` hook). */
export const POST_NOT_FOUND = 'post-not-found';
/** A signed-in person without the page's role (`throw render(403, ACCESS_DENIED)` in a guard). */
export const ACCESS_DENIED = 'access-denied';
