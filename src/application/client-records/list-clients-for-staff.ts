import { type AdminPageDto, toListQuery, toPage } from '../shared/admin-list.ts';
import { toClientRow } from './admin-list-dto.ts';
import type { ClientRowDto, ClientSort, ClientsListRequest } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** `/admin/clients/all`: every client, 25 a page, searched and sorted (newest first by default). */
export async function listClientsForStaff(
  deps: { adminLists: AdminListsRepository },
  input: ClientsListRequest,
): Promise<AdminPageDto<ClientRowDto, ClientSort>> {
  const query = toListQuery(input, ['joined']);
  const result = await deps.adminLists.listClients(query);
  return toPage(query, { rows: result.rows.map(toClientRow), total: result.total });
}
