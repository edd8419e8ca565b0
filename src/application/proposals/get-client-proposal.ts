import type { SessionClient } from '#application/clients/schemas.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalRepository } from './ports.ts';

/** One of the client's proposals; another client's, a draft or an unknown id is "Proposal Not Found". */
export async function getClientProposal(
  deps: { proposals: ProposalRepository },
  client: SessionClient,
  proposalId: string,
): Promise<PortalProposalDto> {
  const proposal = await deps.proposals.findForClient(client.id, proposalId);
  if (!proposal || proposal.status === 'draft') throw proposalNotFound();
  return toClientProposal(proposal);
}
