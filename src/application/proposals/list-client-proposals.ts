import type { SessionClient } from '#application/clients/schemas.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { DepositRepository, ProposalRepository } from './ports.ts';

/**
 * The Proposals tab: the client's proposals, newest first; drafts are never shown to a client. A paid
 * one carries its payment, so its card says "Deposit paid" with the amount, date and reference.
 */
export async function listClientProposals(
  deps: { proposals: ProposalRepository; deposits: Pick<DepositRepository, 'findForProposal'> },
  client: SessionClient,
): Promise<PortalProposalDto[]> {
  const proposals = await deps.proposals.listForClient(client.id);
  return Promise.all(
    proposals
      .filter((proposal) => proposal.status !== 'draft')
      .map(async (proposal) =>
        toClientProposal(
          proposal,
          proposal.status === 'locked' ? await deps.deposits.findForProposal(proposal.id) : null,
        ),
      ),
  );
}
