/** Why vike's error page is showing (`throw render(404, reason)` in a `+data` hook). */
export const POST_NOT_FOUND = 'post-not-found';
