import type { ProposalWithProject } from '#application/proposals/ports.ts';
import type { Proposal, ScopeItem } from '#domain/proposals/proposal.ts';
import type { ProposalRecordEntity } from './proposal.entity.ts';

/** Scope items as stored (older rows may lack a price) → the domain's. */
export const toScopeItems = (items: readonly ScopeItem[]): ScopeItem[] =>
  items.map((item) => ({
    title: item.title,
    description: item.description,
    pricePence: item.pricePence ?? null,
  }));

export function toProposal(record: ProposalRecordEntity): Proposal {
  return {
    id: record.id,
    projectId: record.project.id,
    title: record.title,
    description: record.description,
    totalAmountPence: record.totalAmount,
    depositPercentage: record.depositPercentage,
    scopeItems: toScopeItems(record.scopeItems),
    status: record.status,
    revision: record.revision,
    revisedAt: record.revisedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    sentAt: record.sentAt ?? null,
    firstViewedAt: record.firstViewedAt ?? null,
    changesRequestedAt: record.changesRequestedAt ?? null,
    approvedAt: record.approvedAt ?? null,
    approval:
      record.approvedName && record.approvedContentSha256
        ? {
            signedName: record.approvedName,
            ip: record.approvedIp ?? null,
            userAgent: record.approvedUserAgent ?? null,
            contentSha256: record.approvedContentSha256,
          }
        : null,
    lockedAt: record.lockedAt ?? null,
  };
}

/** A proposal whose project is loaded (`populate: ['project']`), with the project's name. */
export function toProposalWithProject(record: ProposalRecordEntity): ProposalWithProject {
  return { ...toProposal(record), projectName: record.project.name };
}
