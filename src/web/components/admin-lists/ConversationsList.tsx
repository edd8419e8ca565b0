import type { ConversationRowDto, ConversationSort } from '#application/client-records/admin-list-schemas.ts';
import type { AdminPageDto } from '#application/shared/admin-list.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { AdminFullList } from './AdminFullList.tsx';

export const CONVERSATIONS_URL = '/admin/conversations';

const SORT_LABELS: Record<ConversationSort, string> = {
  last_message: 'adminClients.allConversations.lastMessage',
  title: 'adminClients.allConversations.title_column',
  client: 'adminClients.allConversations.client',
  project: 'adminClients.allConversations.project',
};

/** `/admin/conversations`: every conversation, searched, sorted and paged on the server. */
export function ConversationsList({ page }: { page: AdminPageDto<ConversationRowDto, ConversationSort> }) {
  const { t, i18n } = useTranslation();
  const none = t('adminClients.list.none');
  return (
    <AdminFullList
      basePath={CONVERSATIONS_URL}
      title={t('adminClients.allConversations.title')}
      state={page}
      searchLabel={t('adminClients.allConversations.search')}
      sorts={(Object.keys(SORT_LABELS) as ConversationSort[]).map((value) => ({
        value,
        label: t(SORT_LABELS[value]),
      }))}
    >
      <AdminTable
        caption={t('adminClients.allConversations.caption')}
        rows={page.rows}
        rowKey={(conversation) => conversation.id}
        empty={t('adminClients.allConversations.empty')}
        columns={[
          {
            key: 'title',
            header: t('adminClients.allConversations.title_column'),
            rowHeader: true,
            cell: (conversation) => (
              <a href={`/admin/conversations/${conversation.id}`} className="text-amber-800 hover:underline">
                {conversation.title || t('adminClients.generalDiscussion')}
              </a>
            ),
          },
          {
            key: 'client',
            header: t('adminClients.allConversations.client'),
            cell: (conversation) => (
              <a href={`/admin/clients/${conversation.clientId}`} className="text-amber-800 hover:underline">
                {conversation.clientName}
              </a>
            ),
          },
          {
            key: 'project',
            header: t('adminClients.allConversations.project'),
            cell: (conversation) =>
              conversation.projectId ? (
                <a
                  href={`/admin/projects/${conversation.projectId}`}
                  className="text-amber-800 hover:underline"
                >
                  {conversation.projectName}
                </a>
              ) : (
                none
              ),
          },
          {
            key: 'lastMessage',
            header: t('adminClients.allConversations.lastMessage'),
            className: 'whitespace-nowrap text-stone-600',
            cell: (conversation) =>
              conversation.lastMessageAt ? (
                <time dateTime={conversation.lastMessageAt}>
                  {formatDateTime(conversation.lastMessageAt, i18n.language)}
                </time>
              ) : (
                none
              ),
          },
          {
            key: 'messages',
            header: t('adminClients.allConversations.messages'),
            align: 'right',
            className: 'tabular-nums',
            cell: (conversation) => conversation.messagesCount,
          },
          {
            key: 'unread',
            header: t('adminClients.allConversations.unread'),
            align: 'right',
            className: 'tabular-nums',
            cell: (conversation) => conversation.unreadCount,
          },
        ]}
      />
    </AdminFullList>
  );
}
