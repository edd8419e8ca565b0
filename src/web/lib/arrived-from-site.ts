import type { PageContextServer } from 'vike/types';

/**
 * Whether the browser opened this page from the site itself, or by the reader's own hand (typed,
 * bookmarked): `Sec-Fetch-Site` says so (a browser too old to send it is taken at its word). A page
 * another site made the browser open must change nothing by being opened: what opening records (a
 * proposal's review started, messages read) is then left to the page's script (`useRecordView`).
 */
export function arrivedFromThisSite(pageContext: PageContextServer): boolean {
  const site = pageContext.headers?.['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
