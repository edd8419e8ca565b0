import { proposalNotFound } from '#domain/proposals/errors.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalRepository } from './ports.ts';

/** The owner's "Preview Client View": the proposal exactly as its client sees it, in any status. */
export async function getClientView(
  deps: { proposals: ProposalRepository },
  proposalId: string,
): Promise<PortalProposalDto> {
  const found = await deps.proposals.findRecordSet(proposalId);
  if (!found) throw proposalNotFound();
  return toClientProposal({ ...found.proposal, projectName: found.project.name });
}
