import type { ThreadMessageDto } from '#application/conversations/schemas.ts';
import type { MessageAuthor } from '#domain/clients/conversation.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useReaderDates } from '../dates/reader-dates.ts';
import { classNames } from '../ui/class-names.ts';

/**
 * A thread's messages, oldest first, the reader's own on the right. Bodies are plain text: React escapes
 * them, and line breaks are kept by `whitespace-pre-wrap` (never markup from a user).
 */
export function MessageList({
  messages,
  me,
  authorName,
  proposalHref,
}: {
  messages: Array<
    Pick<ThreadMessageDto, 'id' | 'author' | 'body' | 'sentAt'> & {
      unverifiedSender?: boolean;
      aboutProposal?: ThreadMessageDto['aboutProposal'];
    }
  >;
  /** Whose messages are "mine" on this page. */
  me: MessageAuthor;
  authorName: (author: MessageAuthor) => string;
  /** Where this reader opens a proposal a change request is about. */
  proposalHref: (proposalId: string) => string;
}) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  if (messages.length === 0) return <p className="mt-8 text-stone-600">{t('conversations.noMessages')}</p>;
  return (
    <ol className="mt-8 space-y-4" aria-label={t('conversations.reply.heading')}>
      {messages.map((message) => {
        // An unverified inquiry's message is nobody's own: named as from an unverified sender.
        const unverified = message.unverifiedSender === true;
        const mine = message.author === me && !unverified;
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
                  {unverified ? t('conversations.unverifiedSender') : authorName(message.author)}
                </h2>
                <time dateTime={message.sentAt} className="text-stone-600">
                  {dates.time(message.sentAt)}
                </time>
              </header>
              {unverified && (
                <p className="mt-1 text-xs text-amber-800">{t('conversations.unverifiedSenderNote')}</p>
              )}
              {message.aboutProposal && (
                <p className="mt-1 text-sm">
                  {t('conversations.changeRequestFor')}{' '}
                  <a
                    href={proposalHref(message.aboutProposal.id)}
                    className="font-medium text-amber-800 underline underline-offset-2"
                  >
                    {message.aboutProposal.title}
                  </a>
                </p>
              )}
              <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
