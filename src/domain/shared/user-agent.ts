/** How much of a request's User-Agent header the site keeps (with a contact message, with an approval). */
export const USER_AGENT_MAX = 500;

/** A request header cut to what the tables keep; absent reads as empty. */
export function truncateUserAgent(userAgent: string | null | undefined): string {
  return (userAgent ?? '').slice(0, USER_AGENT_MAX);
}
