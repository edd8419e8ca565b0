import { type FormEvent, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import { PROPOSAL_ERROR_CODES } from '#domain/proposals/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { PROPOSAL_LIMITS } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { REVIEW_ACTION_FIELD, REVIEW_ACTIONS } from '../../lib/proposal-review.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { refusalMessage, serverFieldErrors, translateReviewMessage } from './review-messages.ts';

/** The server's refusals that the form shows by the name field rather than above the button. */
const NAME_REFUSALS = new Set<string>([PROPOSAL_ERROR_CODES.signedNameMismatch]);

interface ApproveProposalFormProps {
  proposalId: string;
  /** The revision the page shows: the only one this form signs. */
  revision: number;
  onApproved: (proposal: PortalProposalDto) => void;
  /** The server refused: the proposal changed after `readRevision` was shown. */
  onStale: (readRevision: number) => void;
  /** The owner's preview: shown, never usable. */
  disabled?: boolean;
}

/** The client's signature: their full name typed and the box ticked, checked here and by the server. */
export function ApproveProposalForm({
  proposalId,
  revision,
  onApproved,
  onStale,
  disabled = false,
}: ApproveProposalFormProps) {
  const { t } = useTranslation();
  // The page shown again after a plain post the server refused (no script yet): what was typed and why.
  const posted = submissionFor(usePageContext().formSubmission, 'proposalApprove');
  const postedNameRefusal = posted?.formErrorCode && NAME_REFUSALS.has(posted.formErrorCode);
  const [signedName, setSignedName] = useState(posted?.values.signedName ?? '');
  const [accept, setAccept] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    postedNameRefusal && posted ? { signedName: posted.formError } : (posted?.fieldErrors ?? {}),
  );
  const [formError, setFormError] = useState(() => {
    if (posted?.formError && !postedNameRefusal) return translateReviewMessage(t, posted.formError);
    if (posted?.fieldErrors.revision) return translateReviewMessage(t, posted.fieldErrors.revision);
    return posted?.status === 500 ? t('proposalReview.approve.failed') : '';
  });
  const approve = useMutationCall('proposals.approve');
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirst(found: Record<string, string>) {
    const first = ['signedName', 'accept'].find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    setFormError('');
    const { approveProposalSchema } = await import('#application/proposals/schemas.ts');
    const parsed = approveProposalSchema.safeParse({ id: proposalId, revision, signedName, accept });
    const found = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) return focusFirst(found);
    try {
      onApproved(await approve.mutateAsync({ id: proposalId, revision, signedName, accept: true }));
    } catch (failure) {
      const code = failure instanceof ProcedureError ? failure.data?.appCode : undefined;
      if (code && NAME_REFUSALS.has(code)) {
        setErrors({ signedName: failure instanceof Error ? failure.message : '' });
        return focusFirst({ signedName: 'refused' });
      }
      if (code === PROPOSAL_ERROR_CODES.changedSinceRead) {
        // What was ticked applied to the old text: the new one must be read and accepted again.
        setAccept(false);
        onStale(revision);
      }
      const fromServer = serverFieldErrors(failure);
      setErrors(fromServer);
      if (Object.keys(fromServer).length > 0) return focusFirst(fromServer);
      setFormError(refusalMessage(t, failure, t('proposalReview.approve.failed')));
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={disabled ? undefined : portalProposalPath(proposalId)}
      noValidate
      onSubmit={submit}
      aria-labelledby="approve-heading"
      className="space-y-4"
    >
      <input type="hidden" name={REVIEW_ACTION_FIELD} value={REVIEW_ACTIONS.approve} />
      <input type="hidden" name="revision" value={revision} />
      <h2 id="approve-heading" className="text-lg font-semibold">
        {t('proposalReview.approve.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('proposalReview.approve.intro')}</p>
      <TextField
        id="approve-signed-name"
        name="signedName"
        label={t('proposalReview.approve.name')}
        placeholder={t('proposalReview.approve.namePlaceholder')}
        autoComplete="name"
        required
        maxLength={PROPOSAL_LIMITS.signedNameMax}
        value={signedName}
        disabled={disabled}
        onChange={(event) => setSignedName(event.target.value)}
        error={errors.signedName && translateReviewMessage(t, errors.signedName)}
      />
      <CheckboxField
        id="approve-accept"
        name="accept"
        label={t('proposalReview.approve.accept')}
        checked={accept}
        disabled={disabled}
        onChange={(event) => setAccept(event.target.checked)}
        error={errors.accept && translateReviewMessage(t, errors.accept)}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        variant="brand"
        size="lg"
        disabled={disabled}
        busy={approve.isPending}
        busyLabel={t('proposalReview.approve.submitting')}
      >
        {t('proposalReview.approve.submit')}
      </Button>
    </form>
  );
}
