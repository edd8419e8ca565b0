import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { orNotFound } from '../../../../lib/not-found.ts';
import { orNoClient } from '../../portal-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One of the client's proposals, opened (the first view of a sent one starts its review); anyone
 * else's, or a draft, is the 404 page. Once approved, the deposit's instructions come with it.
 */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  const opened = await orNoClient(orNotFound(pageContext.trpc.proposals.open({ id })));
  // Without a client record the portal says what to do.
  if (!opened) throw redirect('/portal');
  const proposal = await pageContext.trpc.clients.proposal({ id });
  const instructions =
    proposal.status === 'approved' ? await pageContext.trpc.proposals.depositInstructions({ id }) : null;
  return { proposal, instructions };
}
