import { useState } from 'react';
import type { ThreadMessageDto } from '#application/conversations/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { conversationTitleIn } from '../../lib/stored-texts.ts';
import { MessageList } from '../conversations/MessageList.tsx';
import { ReplyForm } from '../conversations/ReplyForm.tsx';
import { BackLink } from './BackLink.tsx';
import { usePortalView } from './portal-view.ts';

type ShownMessage = Pick<ThreadMessageDto, 'id' | 'author' | 'body' | 'sentAt'> & {
  unverifiedSender?: boolean;
};

/**
 * A conversation's messages, oldest first, the client's own on the right, and the reply box; in the
 * owner's read-only view of the portal, the messages only.
 */
export function ConversationThread({
  thread,
}: {
  thread: { conversation: { id: string; title: string }; messages: ShownMessage[] };
}) {
  const { t } = useTranslation();
  const { basePath, readOnly } = usePortalView();
  const [messages, setMessages] = useState(thread.messages);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <BackLink href={`${basePath}?tab=messages`} label={t('portal.conversation.back')} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">
        {conversationTitleIn(t, thread.conversation.title)}
      </h1>
      <MessageList
        messages={messages}
        me="client"
        authorName={(author) =>
          author === 'client' ? t('portal.conversation.you') : t('portal.conversation.owner')
        }
        proposalHref={(proposalId) => `${basePath}/proposals/${proposalId}`}
      />
      {readOnly ? (
        <p className="mt-10 text-sm text-stone-600">{t('conversations.readOnly')}</p>
      ) : (
        <ReplyForm
          conversationId={thread.conversation.id}
          procedure="conversations.send"
          onSent={(message) => setMessages((shown) => [...shown, message])}
        />
      )}
    </main>
  );
}
