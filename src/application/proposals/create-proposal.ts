import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { smallValues } from '#domain/audit/audit-entry.ts';
import { projectForProposalNotFound } from '#domain/proposals/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import { getProposalForOwner } from './get-proposal-for-owner.ts';
import type { ProposalRepository } from './ports.ts';
import { proposalValues } from './proposal-audit.ts';
import type { AdminProposalDetailDto, ProposalForm } from './schemas.ts';

/** A new draft proposal on the chosen project; the draft and its audit entry are one commit. */
export async function createProposal(
  deps: { proposals: ProposalRepository; audit: AuditLog },
  input: ProposalForm,
  actor: AuditActor,
): Promise<AdminProposalDetailDto> {
  const { projectId, ...fields } = input;
  const proposalFields = {
    title: fields.title,
    description: fields.description,
    totalAmountPence: fields.totalAmount,
    depositPercentage: fields.depositPercentage,
    scopeItems: fields.scopeItems,
  };
  const created = await deps.audit.record(actor, async () => {
    const created = await deps.proposals.create(projectId, proposalFields);
    if (!created) throw projectForProposalNotFound();
    return {
      result: created,
      entry: {
        action: 'proposal.created',
        subject: { type: 'proposal', id: created.id, label: created.title },
        before: null,
        after: smallValues(proposalValues({ ...proposalFields, projectId })),
      },
    };
  });
  return getProposalForOwner(deps, created.id);
}
