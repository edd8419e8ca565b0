import { toPortalConversation } from '#application/portal/portal-dto.ts';
import { projectNotFound } from '#domain/clients/errors.ts';
import {
  BUDGET_RANGES,
  type BudgetRange,
  TIMELINE_PREFERENCES,
  type TimelinePreference,
  withReferenceImages,
} from '#domain/clients/project.ts';
import { nextProjectStatuses } from '#domain/clients/project-status.ts';
import type { StaffRecordsRepository } from './ports.ts';
import type { StaffProjectPageDto } from './records-schemas.ts';
import { toStaffClient, toStaffProposalRow } from './staff-records-dto.ts';

/** Approved proposals for the project's stats: approved, or locked once the deposit is paid. */
const APPROVED = new Set(['approved', 'locked']);

const known = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** The owner's page of a project: every section of spec "Admin project detail". */
export async function getProjectForStaff(
  deps: { staffRecords: StaffRecordsRepository },
  projectId: string,
): Promise<StaffProjectPageDto> {
  const records = await deps.staffRecords.projectRecordSet(projectId);
  if (!records) throw projectNotFound();
  const { project, client, proposals, conversations } = records;
  return {
    project: {
      id: project.id,
      name: project.name,
      status: project.status,
      nextStatuses: [...nextProjectStatuses(project.status)],
      projectTypes: project.projectTypes,
      budgetRange: known<BudgetRange>(BUDGET_RANGES, project.budgetRange),
      timelinePreference: known<TimelinePreference>(TIMELINE_PREFERENCES, project.timelinePreference),
      description: withReferenceImages(project.description, []),
      referenceImages: project.referenceImages,
      unverified: project.unverified,
      submittedBy: project.submittedBy,
      createdAt: project.createdAt.toISOString(),
    },
    client: toStaffClient(client),
    proposals: proposals.map((proposal) => toStaffProposalRow(proposal, project.name)),
    conversations: conversations.map(toPortalConversation),
    stats: {
      totalProposals: proposals.length,
      approvedProposals: proposals.filter((proposal) => APPROVED.has(proposal.status)).length,
      conversations: conversations.length,
      totalValuePence: proposals.reduce((sum, proposal) => sum + proposal.totalAmountPence, 0),
    },
  };
}
