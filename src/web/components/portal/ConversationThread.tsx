import { useTranslation } from 'react-i18next';
import type { PortalThreadDto } from '#application/clients/portal-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { classNames } from '../ui/class-names.ts';
import { BackLink } from './BackLink.tsx';
import { portalTabHref } from './PortalTabs.tsx';

/** A conversation's messages, oldest first, the client's own on the right. Read-only until issue 16. */
export function ConversationThread({ thread, language }: { thread: PortalThreadDto; language: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <BackLink href={portalTabHref('messages')} label={t('portal.conversation.back')} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{thread.conversation.title}</h1>
      {thread.messages.length === 0 ? (
        <p className="mt-8 text-stone-600">{t('portal.messages.noMessages')}</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {thread.messages.map((message) => {
            const mine = message.author === 'client';
            return (
              <li key={message.id} className={classNames('flex', mine ? 'justify-end' : 'justify-start')}>
                <article
                  className={classNames(
                    'max-w-[85%] rounded-lg border px-4 py-3',
                    mine ? 'border-amber-200 bg-amber-50' : 'border-stone-200 bg-white',
                  )}
                >
                  <header className="flex flex-wrap items-baseline gap-x-3 text-sm">
                    <h2 className="font-semibold">
                      {mine ? t('portal.conversation.you') : t('portal.conversation.owner')}
                    </h2>
                    <time dateTime={message.sentAt} className="text-stone-600">
                      {formatDateTime(message.sentAt, language)}
                    </time>
                  </header>
                  <p className="mt-1 whitespace-pre-line break-words text-stone-800">{message.body}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
