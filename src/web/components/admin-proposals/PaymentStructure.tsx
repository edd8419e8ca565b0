import type { ProposalAmountsDto } from '#application/proposals/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { DetailSection } from './DetailSection.tsx';

/** Payment Structure: the deposit due on approval, the rest on completion, and the total. */
export function PaymentStructure({ amounts }: { amounts: ProposalAmountsDto }) {
  const { t } = useTranslation();
  const lines = [
    {
      label: t('adminProposals.detail.deposit', { percentage: amounts.depositPercentage }),
      note: t('adminProposals.detail.dueOnApproval'),
      pence: amounts.depositAmountPence,
    },
    {
      label: t('adminProposals.detail.remaining'),
      note: t('adminProposals.detail.dueOnCompletion'),
      pence: amounts.remainingAmountPence,
    },
    {
      label: t('adminProposals.detail.total'),
      note: t('adminProposals.detail.completePackage'),
      pence: amounts.totalAmountPence,
    },
  ];
  return (
    <DetailSection title={t('adminProposals.detail.payment')}>
      <dl className="divide-y divide-stone-100">
        {lines.map((line) => (
          <div key={line.label} className="flex items-center justify-between gap-4 py-2.5">
            <dt>
              <span className="font-medium">{line.label}</span>
              <span className="block text-sm text-stone-500">{line.note}</span>
            </dt>
            <dd className="font-semibold tabular-nums">{formatPence(line.pence)}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
