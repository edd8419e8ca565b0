import { type AuditEntry, type AuditValues, changedFields } from '#domain/audit/audit-entry.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import type { ProposalFields } from './ports.ts';

/** What the log keeps of a proposal's content: its small fields, and its scope items by title. */
export function proposalValues(fields: ProposalFields & { projectId: string }): AuditValues {
  return {
    title: fields.title,
    projectId: fields.projectId,
    totalAmountPence: fields.totalAmountPence,
    depositPercentage: fields.depositPercentage,
    descriptionLength: fields.description.length,
    scopeItems: fields.scopeItems.map((item) => item.title),
  };
}

/** The owner's edit: the fields it changed, and the revision it made when the client could read it. */
export function proposalEditedEntry(before: Proposal, after: Proposal): AuditEntry {
  const changes = changedFields(
    { ...proposalValues(before), revision: before.revision },
    { ...proposalValues(after), revision: after.revision },
  );
  return {
    action: 'proposal.updated',
    subject: { type: 'proposal', id: after.id, label: after.title },
    before: changes?.before ?? null,
    after: changes?.after ?? null,
  };
}
