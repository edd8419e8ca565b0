import { toPortalTransaction } from '#application/clients/transaction-dto.ts';
import { toPortalConversation } from '#application/portal/portal-dto.ts';
import { clientRecordNotFound } from '#domain/clients/errors.ts';
import type { StaffRecordsRepository } from './ports.ts';
import type { StaffClientPageDto } from './records-schemas.ts';
import { toStaffClient, toStaffProjectRow, toStaffProposalRow } from './staff-records-dto.ts';

/** The owner's page of a client: details, projects, proposals, conversations and transactions. */
export async function getClientForStaff(
  deps: { staffRecords: StaffRecordsRepository },
  clientId: string,
): Promise<StaffClientPageDto> {
  const records = await deps.staffRecords.clientRecordSet(clientId);
  if (!records) throw clientRecordNotFound();
  return {
    client: toStaffClient(records.client),
    projects: records.projects.map(toStaffProjectRow),
    proposals: records.proposals.map((proposal) => toStaffProposalRow(proposal, proposal.projectName)),
    conversations: records.conversations.map(toPortalConversation),
    transactions: records.transactions.map(toPortalTransaction),
  };
}
