import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ThreadMessageDto } from '#application/conversations/schemas.ts';
import { MESSAGE_LIMITS } from '#domain/clients/conversation.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { useMutationCall } from '../../lib/procedure-calls.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import {
  conversationFieldErrors,
  conversationRefusal,
  translateConversationMessage,
} from './conversation-messages.ts';

/**
 * The reply box under a thread: the client's (`conversations.send`) or the owner's (`ownerSend`). Before
 * its script runs it posts to the thread's own address (`conversation-reply.routes.ts`).
 */
export function ReplyForm({
  conversationId,
  procedure,
  onSent,
}: {
  conversationId: string;
  procedure: 'conversations.send' | 'conversations.ownerSend';
  onSent: (message: ThreadMessageDto) => void;
}) {
  const { t } = useTranslation();
  const { formSubmission, urlPathname } = usePageContext();
  // The thread shown again after a plain post that was refused: what was typed and why.
  const posted = submissionFor(formSubmission, 'conversationReply');
  const [body, setBody] = useState(posted?.values.body ?? '');
  const [error, setError] = useState(posted?.fieldErrors.body ?? '');
  const [formError, setFormError] = useState(() => {
    if (posted?.formError) return translateConversationMessage(t, posted.formError);
    return posted?.status === 500 ? t('conversations.reply.failed') : '';
  });
  const [sent, setSent] = useState(false);
  const send = useMutationCall(procedure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.querySelector<HTMLElement>('[name="body"]');
    setFormError('');
    setSent(false);
    const { sendMessageSchema } = await import('#application/conversations/schemas.ts');
    const parsed = sendMessageSchema.safeParse({ conversationId, body });
    const found = parsed.success ? '' : (firstIssuePerField(parsed.error.issues).body ?? '');
    setError(found);
    if (!parsed.success) return field?.focus();
    try {
      const answer = await send.mutateAsync({ conversationId, body });
      setBody('');
      setSent(true);
      onSent(answer.message);
    } catch (failure) {
      const fromServer = conversationFieldErrors(failure).body ?? '';
      setError(fromServer);
      if (fromServer) return field?.focus();
      setFormError(conversationRefusal(t, failure, t('conversations.reply.failed')));
    }
  }

  return (
    <form
      method="post"
      action={urlPathname}
      noValidate
      onSubmit={submit}
      aria-labelledby="reply-heading"
      className="mt-10 space-y-4"
    >
      <h2 id="reply-heading" className="text-lg font-semibold">
        {t('conversations.reply.heading')}
      </h2>
      <TextAreaField
        id="reply-body"
        name="body"
        label={t('conversations.reply.label')}
        hint={t('conversations.reply.hint')}
        rows={5}
        required
        maxLength={MESSAGE_LIMITS.bodyMax}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error ? translateConversationMessage(t, error) : undefined}
      />
      {sent && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('conversations.reply.sent')}
        </p>
      )}
      <FormError message={formError} />
      <Button type="submit" busy={send.isPending} busyLabel={t('conversations.reply.submitting')}>
        {t('conversations.reply.submit')}
      </Button>
    </form>
  );
}
