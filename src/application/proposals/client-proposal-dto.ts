import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { depositAmount, type Proposal, remainingAmount } from '#domain/proposals/proposal.ts';
import { toRevision } from './owner-proposal-dto.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalWithProject } from './ports.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A proposal as its client sees it, with the deposit and the remainder worked out, and the deposit's
 * payment where the caller looked it up (the Proposals tab).
 */
export function toClientProposal(
  proposal: ProposalWithProject,
  payment: DepositPayment | null = null,
): PortalProposalDto {
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
    revision: toRevision(proposal),
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    approvedAt: iso(proposal.approvedAt),
    approval: clientApproval(proposal),
    firstViewedAt: iso(proposal.firstViewedAt),
    changesRequestedAt: iso(proposal.changesRequestedAt),
    lockedAt: iso(proposal.lockedAt),
    depositPayment: payment && {
      amountPence: payment.amountPence,
      paidAt: payment.paidAt.toISOString(),
      reference: payment.reference,
    },
  };
}

/** The signature as the client sees it: who signed, when, and the seal; never the IP or user agent. */
function clientApproval(proposal: Proposal): PortalProposalDto['approval'] {
  if (!proposal.approval || !proposal.approvedAt) return null;
  return {
    signedName: proposal.approval.signedName,
    approvedAt: proposal.approvedAt.toISOString(),
    contentSha256: proposal.approval.contentSha256,
  };
}
