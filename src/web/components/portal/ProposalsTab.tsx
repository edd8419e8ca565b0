import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import { isAwaitingClient } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { useReaderDates } from '../dates/reader-dates.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { OWN_PORTAL, usePortalView } from './portal-view.ts';
import { ProposalStatusBadge } from './StatusBadge.tsx';

export const proposalHref = (id: string, basePath: string = OWN_PORTAL.basePath) =>
  `${basePath}/proposals/${id}`;
/** The deposit's section of the proposal page. */
export const payDepositHref = (id: string, basePath: string = OWN_PORTAL.basePath) =>
  `${proposalHref(id, basePath)}#pay`;

/**
 * Spec: a card per proposal with its total, deposit percentage and deposit; 'Review Proposal' while it
 * awaits the client, 'Pay Deposit' once approved (the proposal page's deposit section); once paid,
 * 'Deposit paid' with the amount, the date and the reference.
 */
export function ProposalsTab({ proposals }: { proposals: PortalProposalDto[] }) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  const { basePath } = usePortalView();
  return (
    <>
      <h2 className="sr-only">{t('portal.tabs.proposals')}</h2>
      {proposals.length === 0 ? (
        <EmptyState text={t('portal.proposals.empty')} />
      ) : (
        <ul className="space-y-4">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="rounded-lg border border-stone-200 bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <div>
                  <h3 className="font-semibold text-stone-900">{proposal.title}</h3>
                  <p className="text-xs text-stone-500">
                    {t('portal.proposals.forProject', { project: proposal.projectName })}
                  </p>
                  <p className="text-xs text-stone-500">
                    {t('portal.proposal.revision', {
                      n: proposal.revision.number,
                      date: dates.time(proposal.revision.at),
                    })}
                  </p>
                </div>
                <ProposalStatusBadge status={proposal.status} forClient />
              </div>
              {proposal.description && (
                <p className="mt-3 whitespace-pre-line text-sm text-stone-700">{proposal.description}</p>
              )}
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-stone-500">{t('portal.proposals.total')}</dt>
                  <dd className="font-semibold">{formatPence(proposal.totalAmountPence)}</dd>
                </div>
                <div>
                  <dt className="text-stone-500">{t('portal.proposals.depositPercentage')}</dt>
                  <dd className="font-semibold">{proposal.depositPercentage}%</dd>
                </div>
                <div>
                  <dt className="text-stone-500">{t('portal.proposals.deposit')}</dt>
                  <dd className="font-semibold">{formatPence(proposal.depositAmountPence)}</dd>
                </div>
              </dl>
              {isAwaitingClient(proposal.status) && (
                <ButtonLink href={proposalHref(proposal.id, basePath)} className="mt-4">
                  {t('portal.proposals.review')}
                </ButtonLink>
              )}
              {proposal.depositPayment && (
                <div className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
                  <p className="font-semibold">{t('portal.proposals.depositPaid')}</p>
                  <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
                    <div>
                      <dt className="text-emerald-800">{t('portal.proposals.paidAmount')}</dt>
                      <dd className="font-semibold">{formatPence(proposal.depositPayment.amountPence)}</dd>
                    </div>
                    <div>
                      <dt className="text-emerald-800">{t('portal.proposals.paidOn')}</dt>
                      <dd className="font-semibold">{dates.day(proposal.depositPayment.paidAt)}</dd>
                    </div>
                    <div>
                      <dt className="text-emerald-800">{t('portal.proposals.paymentReference')}</dt>
                      <dd className="break-all font-mono font-semibold">
                        {proposal.depositPayment.reference}
                      </dd>
                    </div>
                  </dl>
                </div>
              )}
              {proposal.status === 'approved' && !proposal.depositPayment && (
                <ButtonLink href={payDepositHref(proposal.id, basePath)} variant="brand" className="mt-4">
                  {t('portal.proposals.payDeposit')}
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
