import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** 'Manage Proposals': a page of proposals (page, search, sort and status from the URL), and the projects the form offers. */
export async function data(pageContext: PageContextServer) {
  const { trpc, urlParsed } = pageContext;
  const [proposals, projects] = await Promise.all([
    trpc.proposals.list(urlParsed.search),
    trpc.proposals.projectChoices(),
  ]);
  return { proposals, projects };
}
