import type { PortalProposalDto } from '#application/clients/portal-schemas.ts';
import { depositAmount, remainingAmount } from '#domain/proposals/proposal.ts';
import type { ProposalWithProject } from './ports.ts';

/** A proposal as its client sees it, with the deposit and the remainder worked out. */
export function toClientProposal(proposal: ProposalWithProject): PortalProposalDto {
  return {
    id: proposal.id,
    projectId: proposal.projectId,
    projectName: proposal.projectName,
    title: proposal.title,
    description: proposal.description,
    status: proposal.status,
    totalAmountPence: proposal.totalAmountPence,
    depositPercentage: proposal.depositPercentage,
    depositAmountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    remainingAmountPence: remainingAmount(proposal.totalAmountPence, proposal.depositPercentage),
    scopeItems: proposal.scopeItems,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    approvedAt: proposal.approvedAt?.toISOString() ?? null,
  };
}
