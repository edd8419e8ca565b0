import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { depositAmount, type Proposal, remainingAmount } from '#domain/proposals/proposal.ts';
import type { ProposalRevision } from '#domain/proposals/revisions.ts';
import { isEditable } from '#domain/proposals/state-machine.ts';
import type { ProjectChoice, ProposalListRow, ProposalRecordSet } from './ports.ts';
import type {
  AdminProposalDetailDto,
  AdminProposalRowDto,
  DepositPaymentDto,
  ProjectChoiceDto,
  ProposalAmountsDto,
  ProposalTimelineEntryDto,
  RevisionDto,
} from './schemas.ts';

/** "Revision n" and when it was saved, as every view shows it. */
export const toRevision = (proposal: Pick<Proposal, 'revision' | 'revisedAt'>): RevisionDto => ({
  number: proposal.revision,
  at: proposal.revisedAt.toISOString(),
});

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
    revision: toRevision(row),
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
 * What happened to the proposal, oldest first: each edit after sending is a `revised` entry with the
 * revision it made. A proposal sent before `sent_at` was recorded is dated by its last update, as the
 * spec's timeline did.
 */
export function proposalTimeline(
  proposal: Proposal,
  payment: DepositPayment | null,
  revisions: readonly ProposalRevision[] = [],
): ProposalTimelineEntryDto[] {
  const sentAt = proposal.sentAt ?? (proposal.status === 'draft' ? null : proposal.updatedAt);
  type Candidate = { event: ProposalTimelineEntryDto['event']; at: Date | null; revision?: number };
  const candidates: Candidate[] = [
    { event: 'created', at: proposal.createdAt },
    { event: 'sent', at: sentAt },
    ...revisions
      .slice(1)
      .map((kept): Candidate => ({ event: 'revised', at: kept.at, revision: kept.revision })),
    { event: 'viewed', at: proposal.firstViewedAt },
    { event: 'changes_requested', at: proposal.changesRequestedAt },
    { event: 'approved', at: proposal.approvedAt },
    { event: 'deposit_paid', at: payment?.paidAt ?? proposal.lockedAt },
  ];
  return candidates
    .flatMap(({ at, ...entry }) => (at ? [{ ...entry, at }] : []))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at, ...entry }) => ({ ...entry, at: at.toISOString() }));
}

export function toAdminProposalDetail(
  { proposal, project, client, payment }: ProposalRecordSet,
  revisions: readonly ProposalRevision[],
): AdminProposalDetailDto {
  return {
    id: proposal.id,
    title: proposal.title,
    description: proposal.description,
    status: proposal.status,
    scopeItems: proposal.scopeItems,
    revision: toRevision(proposal),
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
    timeline: proposalTimeline(proposal, payment, revisions),
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
