import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** 'Manage Proposals': every proposal, and the projects the form offers. */
export async function data(pageContext: PageContextServer) {
  const { trpc } = pageContext;
  const [proposals, projects] = await Promise.all([trpc.proposals.list(), trpc.proposals.projectChoices()]);
  return { proposals, projects };
}
