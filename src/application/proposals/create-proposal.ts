import { projectForProposalNotFound } from '#domain/proposals/errors.ts';
import { getProposalForOwner } from './get-proposal-for-owner.ts';
import type { ProposalRepository } from './ports.ts';
import type { AdminProposalDetailDto, ProposalForm } from './schemas.ts';

/** A new draft proposal on the chosen project. */
export async function createProposal(
  deps: { proposals: ProposalRepository },
  input: ProposalForm,
): Promise<AdminProposalDetailDto> {
  const { projectId, ...fields } = input;
  const created = await deps.proposals.create(projectId, {
    title: fields.title,
    description: fields.description,
    totalAmountPence: fields.totalAmount,
    depositPercentage: fields.depositPercentage,
    scopeItems: fields.scopeItems,
  });
  if (!created) throw projectForProposalNotFound();
  return getProposalForOwner(deps, created.id);
}
