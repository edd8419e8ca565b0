import type { PortalConversationDto, PortalProjectDto } from '#application/portal/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { conversationTitleIn } from '../../lib/stored-texts.ts';
import { NewConversationForm } from '../conversations/NewConversationForm.tsx';
import { useReaderDates } from '../dates/reader-dates.ts';
import { EmptyState } from './EmptyState.tsx';
import { usePortalView } from './portal-view.ts';

/**
 * Spec: each conversation's title with its last message's date, or 'No messages'; with its unread count,
 * and the "New conversation" form (not in the owner's read-only view).
 */
export function MessagesTab({
  conversations,
  projects,
}: {
  conversations: PortalConversationDto[];
  /** For the new conversation's project select. */
  projects: Array<Pick<PortalProjectDto, 'id' | 'name'>>;
}) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  const { basePath, readOnly } = usePortalView();
  return (
    <>
      <h2 className="sr-only">{t('portal.tabs.messages')}</h2>
      {conversations.length === 0 ? (
        <EmptyState text={t('portal.messages.empty')} />
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
          {conversations.map((conversation) => (
            <li
              key={conversation.id}
              className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex flex-wrap items-center gap-2">
                <a
                  href={`${basePath}/conversations/${conversation.id}`}
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                >
                  {conversationTitleIn(t, conversation.title)}
                </a>
                {conversation.unreadCount > 0 && (
                  <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('conversations.unread', { count: conversation.unreadCount })}
                  </span>
                )}
              </span>
              <span className="text-sm text-stone-600">
                {conversation.lastMessageAt
                  ? t('portal.messages.lastMessage', {
                      date: dates.time(conversation.lastMessageAt),
                    })
                  : t('portal.messages.noMessages')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && <NewConversationForm projects={projects} />}
    </>
  );
}
