import { proposalNotFound } from '#domain/proposals/errors.ts';
import { toAdminProposalDetail } from './owner-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';
import type { AdminProposalDetailDto } from './schemas.ts';

/** The owner's proposal page: the proposal with its project, client, timeline, approval and payment. */
export async function getProposalForOwner(
  deps: { proposals: ProposalRepository },
  proposalId: string,
): Promise<AdminProposalDetailDto> {
  const found = await deps.proposals.findRecordSet(proposalId);
  if (!found) throw proposalNotFound();
  return toAdminProposalDetail(found, await deps.proposals.revisions(proposalId));
}
