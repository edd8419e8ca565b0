import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { depositAmount, type Proposal, remainingAmount } from '#domain/proposals/proposal.ts';
import { isEditable } from '#domain/proposals/state-machine.ts';
import type { ProjectChoice, ProposalListRow, ProposalRecordSet } from './ports.ts';
import type {
  AdminProposalDetailDto,
  AdminProposalRowDto,
  DepositPaymentDto,
  ProjectChoiceDto,
  ProposalAmountsDto,
  ProposalTimelineEntryDto,
} from './schemas.ts';

export function toAmounts(
  proposal: Pick<Proposal, 'totalAmountPence' | 'depositPercentage'>,
): ProposalAmountsDto {
  return {
    totalAmountPence: proposal.totalAmountPence,
    depositPercentage: proposal.depositPercentage,
    depositAmountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    remainingAmountPence: remainingAmount(proposal.totalAmountPence, proposal.depositPercentage),
  };
}

export function toAdminProposalRow(row: ProposalListRow): AdminProposalRowDto {
  return {
    id: row.id,
    title: row.title,
    projectId: row.projectId,
    projectName: row.projectName,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...toAmounts(row),
  };
}

export function toProjectChoice(choice: ProjectChoice): ProjectChoiceDto {
  return {
    id: choice.id,
    name: choice.name,
    clientName: choice.clientName,
    clientEmail: choice.clientEmail,
  };
}

function toPaymentDto(payment: DepositPayment): DepositPaymentDto {
  return {
    method: payment.method,
    amountPence: payment.amountPence,
    reference: payment.reference,
    providerReference: payment.providerReference,
    paidAt: payment.paidAt.toISOString(),
  };
}

/**
 * What happened to the proposal, oldest first. A proposal sent before `sent_at` was recorded is dated
 * by its last update, as the spec's timeline did.
 */
export function proposalTimeline(
  proposal: Proposal,
  payment: DepositPayment | null,
): ProposalTimelineEntryDto[] {
  const sentAt = proposal.sentAt ?? (proposal.status === 'draft' ? null : proposal.updatedAt);
  const candidates: Array<[ProposalTimelineEntryDto['event'], Date | null]> = [
    ['created', proposal.createdAt],
    ['sent', sentAt],
    ['viewed', proposal.firstViewedAt],
    ['changes_requested', proposal.changesRequestedAt],
    ['approved', proposal.approvedAt],
    ['deposit_paid', payment?.paidAt ?? proposal.lockedAt],
  ];
  return candidates
    .flatMap(([event, at]) => (at ? [{ event, at }] : []))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ event, at }) => ({ event, at: at.toISOString() }));
}

export function toAdminProposalDetail({
  proposal,
  project,
  client,
  payment,
}: ProposalRecordSet): AdminProposalDetailDto {
  return {
    id: proposal.id,
    title: proposal.title,
    description: proposal.description,
    status: proposal.status,
    scopeItems: proposal.scopeItems,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
    ...toAmounts(proposal),
    project: {
      id: project.id,
      name: project.name,
      status: project.status,
      projectTypes: project.projectTypes,
      description: project.description,
      createdAt: project.createdAt.toISOString(),
    },
    client: {
      id: client.id,
      name: client.name,
      email: client.email,
      phone: client.phone,
      company: client.company,
    },
    timeline: proposalTimeline(proposal, payment),
    approval:
      proposal.approval && proposal.approvedAt
        ? {
            signedName: proposal.approval.signedName,
            approvedAt: proposal.approvedAt.toISOString(),
            ip: proposal.approval.ip,
            userAgent: proposal.approval.userAgent,
            contentSha256: proposal.approval.contentSha256,
          }
        : null,
    payment: payment ? toPaymentDto(payment) : null,
    depositReference: depositReference(proposal.id),
    editable: isEditable(proposal.status),
  };
}
