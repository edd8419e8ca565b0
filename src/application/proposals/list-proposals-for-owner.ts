import { toAdminProposalRow } from './owner-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';
import type { AdminProposalRowDto } from './schemas.ts';

/** 'Manage Proposals': every proposal, newest first, with its project and client. */
export async function listProposalsForOwner(deps: {
  proposals: ProposalRepository;
}): Promise<AdminProposalRowDto[]> {
  return (await deps.proposals.listAll()).map(toAdminProposalRow);
}
