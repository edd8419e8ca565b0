import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One of the client's proposals as the client reads it, without opening it (a sent proposal stays
 * sent: only the client's own first view starts the review). A draft or another client's is 404.
 */
export async function data(pageContext: PageContextServer) {
  const clientId = pageContext.routeParams.id ?? '';
  const id = pageContext.routeParams.proposalId ?? '';
  const caller = pageContext.trpc.adminClients;
  const proposal = await orNotFound(caller.portalProposal({ clientId, id }));
  const [settings, instructions] = await Promise.all([
    caller.portalSettings({ clientId }),
    proposal.status === 'approved' ? caller.portalDepositInstructions({ clientId, id }) : null,
  ]);
  return { clientId, clientName: settings.name, timeZone: settings.timeZone, proposal, instructions };
}
