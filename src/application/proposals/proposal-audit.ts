import type { AuditValues } from '#domain/audit/audit-entry.ts';
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
