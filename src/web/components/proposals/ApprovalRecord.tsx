import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useReaderDates } from '../dates/reader-dates.ts';

type Approval = NonNullable<PortalProposalDto['approval']>;

/** The signature as recorded: who signed, when, and the SHA-256 of what they approved. */
export function ApprovalRecord({ approval }: { approval: Approval }) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  return (
    <section
      aria-labelledby="approval-heading"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-5"
    >
      <h2 id="approval-heading" className="text-lg font-semibold text-emerald-900">
        {t('proposalReview.record.heading')}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-stone-600">{t('proposalReview.record.signedBy')}</dt>
        <dd className="font-medium text-stone-900">{approval.signedName}</dd>
        <dt className="text-stone-600">{t('proposalReview.record.approvedAt')}</dt>
        <dd className="font-medium text-stone-900">
          <time dateTime={approval.approvedAt}>{dates.time(approval.approvedAt)}</time>
        </dd>
        <dt className="text-stone-600">{t('proposalReview.record.sha')}</dt>
        <dd>
          <code className="block break-all font-mono text-xs text-stone-900">{approval.contentSha256}</code>
          <span className="mt-1 block text-xs text-stone-600">{t('proposalReview.record.shaHint')}</span>
        </dd>
      </dl>
    </section>
  );
}
