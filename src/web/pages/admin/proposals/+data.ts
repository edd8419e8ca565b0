import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * 'Manage Proposals': a page of proposals (page, search, sort and status from the URL). The projects the
 * form offers (every project: 30,000 in the bench) load when the form opens, not with every list page.
 */
export async function data(pageContext: PageContextServer) {
  const { trpc, urlParsed } = pageContext;
  return { proposals: await trpc.proposals.list(urlParsed.search) };
}
