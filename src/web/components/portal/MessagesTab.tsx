import { useTranslation } from 'react-i18next';
import type { PortalConversationDto } from '#application/clients/portal-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { EmptyState } from './EmptyState.tsx';

export const conversationHref = (id: string) => `/portal/conversations/${id}`;

/** Spec: each conversation's title with its last message's date, or 'No messages'. */
export function MessagesTab({
  conversations,
  language,
}: {
  conversations: PortalConversationDto[];
  language: string;
}) {
  const { t } = useTranslation();
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
              className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:justify-between"
            >
              <a
                href={conversationHref(conversation.id)}
                className="font-medium text-stone-900 underline-offset-2 hover:underline"
              >
                {conversation.title}
              </a>
              <span className="text-sm text-stone-600">
                {conversation.lastMessageAt
                  ? t('portal.messages.lastMessage', {
                      date: formatDateTime(conversation.lastMessageAt, language),
                    })
                  : t('portal.messages.noMessages')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
