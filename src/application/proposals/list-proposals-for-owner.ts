import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { type AdminPageDto, toListQuery, toPage } from '../shared/admin-list.ts';
import { toAdminProposalRow } from './owner-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';
import type { AdminProposalRowDto, ProposalSort, ProposalsListRequest } from './schemas.ts';

export type AdminProposalPageDto = AdminPageDto<AdminProposalRowDto, ProposalSort> & {
  status: ProposalStatus | null;
};

/** 'Manage Proposals': 25 a page, newest first unless sorted otherwise, searched and filtered by status. */
export async function listProposalsForOwner(
  deps: { proposals: ProposalRepository },
  input: ProposalsListRequest,
): Promise<AdminProposalPageDto> {
  const query = { ...toListQuery(input, ['created', 'amount']), status: input.status };
  const result = await deps.proposals.listPage(query);
  return {
    ...toPage(query, { rows: result.rows.map(toAdminProposalRow), total: result.total }),
    status: input.status ?? null,
  };
}
