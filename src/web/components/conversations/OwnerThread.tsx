import { useState } from 'react';
import type { OwnerThreadDto } from '#application/conversations/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { MessageList } from './MessageList.tsx';
import { ReplyForm } from './ReplyForm.tsx';

/** The owner's side of a thread: who the client is, the project it is about, the messages, the reply box. */
export function OwnerThread({ thread }: { thread: OwnerThreadDto }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState(thread.messages);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">{thread.conversation.title}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-stone-600">{t('conversations.admin.client')}</dt>
        <dd>
          <a
            href={`/admin/clients/${thread.client.id}`}
            className="text-amber-800 underline underline-offset-2"
          >
            {thread.client.name}
          </a>{' '}
          <span className="text-stone-600">({thread.client.email})</span>
        </dd>
        <dt className="font-medium text-stone-600">{t('conversations.admin.project')}</dt>
        <dd>
          {thread.project ? (
            <a
              href={`/admin/projects/${thread.project.id}`}
              className="text-amber-800 underline underline-offset-2"
            >
              {thread.project.name}
            </a>
          ) : (
            t('conversations.admin.noProject')
          )}
        </dd>
      </dl>
      <MessageList
        messages={messages}
        me="owner"
        authorName={(author) => (author === 'owner' ? t('conversations.you') : thread.client.name)}
        proposalHref={(proposalId) => `/admin/proposals/${proposalId}`}
      />
      <ReplyForm
        conversationId={thread.conversation.id}
        procedure="conversations.ownerSend"
        onSent={(message) => setMessages((shown) => [...shown, message])}
      />
    </main>
  );
}
