import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { submissionFor } from '../../lib/form-submission.ts';
import { claimOutcome, PORTAL_CLAIM_PARAM } from '../../lib/project-claim.ts';
import { FormError } from '../ui/FormError.tsx';

/** The portal's answer to an unverified project's "Confirm" or "Remove": done, or why not. */
export function ProjectClaimNotice() {
  const { t } = useTranslation();
  const { urlParsed, formSubmission } = usePageContext();
  const outcome = claimOutcome(urlParsed.search[PORTAL_CLAIM_PARAM]);
  const refused = submissionFor(formSubmission, 'projectClaim');
  if (refused) return <FormError className="mt-6" message={t('portal.unverified.failed')} />;
  if (!outcome) return null;
  return (
    <p role="status" className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {t(`portal.unverified.${outcome}`)}
    </p>
  );
}
