import type { PageContextServer } from 'vike/types';
import { orNullWhenNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The proposal (null shows 'Proposal Not Found'), and the projects its Edit form offers. */
export async function data(pageContext: PageContextServer) {
  const { trpc } = pageContext;
  const [proposal, projects] = await Promise.all([
    orNullWhenNotFound(trpc.proposals.detail({ id: pageContext.routeParams.id ?? '' })),
    trpc.proposals.projectChoices(),
  ]);
  return { proposal, projects };
}
