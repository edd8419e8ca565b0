import type { PortalProposalDto } from '#application/clients/portal-schemas.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';

/** The Proposals tab: the client's proposals, newest first; drafts are never shown to a client. */
export async function listClientProposals(
  deps: { proposals: ProposalRepository },
  client: SessionClient,
): Promise<PortalProposalDto[]> {
  const proposals = await deps.proposals.listForClient(client.id);
  return proposals.filter((proposal) => proposal.status !== 'draft').map(toClientProposal);
}
