import type { ReactNode } from 'react';
import type { PortalProposalDto } from '#application/proposals/portal-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { useReaderDates } from '../dates/reader-dates.ts';
import { BackLink } from './BackLink.tsx';
import { portalTabHref } from './PortalTabs.tsx';
import { ProposalStatusBadge } from './StatusBadge.tsx';

interface ProposalDetailsProps {
  proposal: PortalProposalDto;
  /** The way back; the Proposals tab by default, none when null. */
  back?: { href: string; label: string } | null | undefined;
  /** Above everything (the owner's preview banner). */
  banner?: ReactNode;
  /** Under the title: where the proposal stands, for the client. */
  statusLine?: string | undefined;
  /** Under the status: what changed since the revision the client read, when an approval was refused. */
  notice?: ReactNode;
  /** After the payment structure: what the client can do now. */
  children?: ReactNode;
}

/**
 * A proposal as its client reads it: the description, the scope of work and the payment structure
 * (deposit due on approval, the rest on completion), then the review's actions given as children.
 */
export function ProposalDetails({
  proposal,
  back,
  banner,
  statusLine,
  notice,
  children,
}: ProposalDetailsProps) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  const payments = [
    {
      label: t('portal.proposal.deposit', { percentage: proposal.depositPercentage }),
      note: t('portal.proposal.dueOnApproval'),
      amount: proposal.depositAmountPence,
    },
    {
      label: t('portal.proposal.remaining'),
      note: t('portal.proposal.dueOnCompletion'),
      amount: proposal.remainingAmountPence,
    },
    {
      label: t('portal.proposal.total'),
      note: t('portal.proposal.completePackage'),
      amount: proposal.totalAmountPence,
    },
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      {banner}
      {back !== null && (
        <BackLink
          href={back?.href ?? portalTabHref('proposals')}
          label={back?.label ?? t('portal.proposal.back')}
        />
      )}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{proposal.title}</h1>
          <p className="mt-1 text-stone-600">
            {t('portal.proposals.forProject', { project: proposal.projectName })}
          </p>
          <p className="mt-1 text-sm text-stone-500" data-testid="proposal-revision">
            {t('portal.proposal.revision', {
              n: proposal.revision.number,
              date: dates.time(proposal.revision.at),
            })}
          </p>
        </div>
        <ProposalStatusBadge status={proposal.status} forClient />
      </div>
      {statusLine && <p className="mt-3 text-sm text-stone-700">{statusLine}</p>}
      {notice}
      {proposal.description && (
        <p className="mt-6 whitespace-pre-line text-stone-800">{proposal.description}</p>
      )}
      {proposal.scopeItems.length > 0 && (
        <section className="mt-10">
          <h2 className="text-lg font-semibold">{t('portal.proposal.scope')}</h2>
          <ol className="mt-4 space-y-3">
            {proposal.scopeItems.map((item, index) => (
              <li
                // Scope items have no id; their place in the list is what they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                key={index}
                className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4"
              >
                <span className="font-semibold text-stone-500">{index + 1}.</span>
                <div className="flex-1">
                  <div className="flex flex-wrap justify-between gap-2">
                    <h3 className="font-medium">
                      {item.title || t('portal.proposal.item', { n: index + 1 })}
                    </h3>
                    {item.pricePence !== null && (
                      <span className="font-medium">{formatPence(item.pricePence)}</span>
                    )}
                  </div>
                  <p className="mt-1 text-sm text-stone-600">
                    {item.description || t('portal.proposal.noDescription')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section className="mt-10">
        <h2 className="text-lg font-semibold">{t('portal.proposal.payment')}</h2>
        <dl className="mt-4 divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
          {payments.map((payment) => (
            <div key={payment.label} className="flex items-center justify-between gap-4 px-5 py-3">
              <dt>
                <span className="font-medium">{payment.label}</span>
                <span className="block text-sm text-stone-500">{payment.note}</span>
              </dt>
              <dd className="font-semibold">{formatPence(payment.amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {children}
    </main>
  );
}
