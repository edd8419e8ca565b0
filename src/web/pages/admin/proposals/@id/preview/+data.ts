import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The owner's "Preview Client View": the proposal as its client sees it, in any status. */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  const proposal = await orNotFound(pageContext.trpc.proposals.clientView({ id }));
  // What the deposit section would show the client (it shows nothing before approval).
  const instructions = await pageContext.trpc.proposals.depositPreview({ id });
  return { proposal, instructions };
}
