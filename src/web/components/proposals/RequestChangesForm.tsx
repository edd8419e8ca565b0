import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { PROPOSAL_LIMITS } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { useMutationCall } from '../../lib/procedure-calls.ts';
import { CHANGES_SENT_PARAM, REVIEW_ACTION_FIELD, REVIEW_ACTIONS } from '../../lib/proposal-review.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { refusalMessage, serverFieldErrors, translateReviewMessage } from './review-messages.ts';

interface RequestChangesFormProps {
  proposalId: string;
  onSent: (proposal: PortalProposalDto) => void;
  /** The owner's preview: shown, never usable. */
  disabled?: boolean;
}

/** "Request changes": the client's message goes to the project's conversation and the owner is told. */
export function RequestChangesForm({ proposalId, onSent, disabled = false }: RequestChangesFormProps) {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  // The page shown again after a plain post (no script yet): what was typed and why it was refused.
  const posted = submissionFor(formSubmission, 'proposalChanges');
  const [message, setMessage] = useState(posted?.values.message ?? '');
  const [error, setError] = useState(posted?.fieldErrors.message ?? '');
  const [formError, setFormError] = useState(() => {
    if (posted?.formError) return translateReviewMessage(t, posted.formError);
    return posted?.status === 500 ? t('proposalReview.changes.failed') : '';
  });
  const [sent, setSent] = useState(urlParsed.search[CHANGES_SENT_PARAM] === '1');
  const send = useMutationCall('proposals.requestChanges');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const field = event.currentTarget.querySelector<HTMLElement>('[name="message"]');
    setFormError('');
    setSent(false);
    const { requestChangesSchema } = await import('#application/proposals/schemas.ts');
    const parsed = requestChangesSchema.safeParse({ id: proposalId, message });
    const found = parsed.success ? '' : (firstIssuePerField(parsed.error.issues).message ?? '');
    setError(found);
    if (!parsed.success) return field?.focus();
    try {
      const proposal = await send.mutateAsync({ id: proposalId, message });
      setMessage('');
      setSent(true);
      onSent(proposal);
    } catch (failure) {
      const fromServer = serverFieldErrors(failure).message ?? '';
      setError(fromServer);
      if (fromServer) return field?.focus();
      setFormError(refusalMessage(t, failure, t('proposalReview.changes.failed')));
    }
  }

  return (
    <form
      method="post"
      action={disabled ? undefined : portalProposalPath(proposalId)}
      noValidate
      onSubmit={submit}
      aria-labelledby="changes-heading"
      className="space-y-4"
    >
      <input type="hidden" name={REVIEW_ACTION_FIELD} value={REVIEW_ACTIONS.changes} />
      <h2 id="changes-heading" className="text-lg font-semibold">
        {t('proposalReview.changes.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('proposalReview.changes.intro')}</p>
      <TextAreaField
        id="changes-message"
        name="message"
        label={t('proposalReview.changes.message')}
        rows={5}
        required
        maxLength={PROPOSAL_LIMITS.changeRequestMax}
        value={message}
        disabled={disabled}
        onChange={(event) => setMessage(event.target.value)}
        error={error ? translateReviewMessage(t, error) : undefined}
      />
      {sent && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('proposalReview.changes.sent')}
        </p>
      )}
      <FormError message={formError} />
      <Button
        type="submit"
        variant="secondary"
        disabled={disabled}
        busy={send.isPending}
        busyLabel={t('proposalReview.changes.submitting')}
      >
        {t('proposalReview.changes.submit')}
      </Button>
    </form>
  );
}
