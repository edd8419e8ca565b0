/** Post dates in long US English ("June 2, 2025"), in the owner's zone so server and browser agree. */
const postDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/London' });

export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}
