import { type AdminPageDto, toListQuery, toPage } from '../shared/admin-list.ts';
import { toConversationRow } from './admin-list-dto.ts';
import type { ConversationRowDto, ConversationSort, ConversationsListRequest } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** `/admin/conversations`: every conversation, 25 a page, searched and sorted (latest message first). */
export async function listConversationsForStaff(
  deps: { adminLists: AdminListsRepository },
  input: ConversationsListRequest,
): Promise<AdminPageDto<ConversationRowDto, ConversationSort>> {
  const query = toListQuery(input, ['last_message']);
  const result = await deps.adminLists.listConversations(query);
  return toPage(query, { rows: result.rows.map(toConversationRow), total: result.total });
}
