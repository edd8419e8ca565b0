import type { ProposalChangesDto } from '#application/proposals/schemas.ts';
import type { ProposalChange } from '#domain/proposals/revisions.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { useReaderDates } from '../dates/reader-dates.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

function describe(t: Translate, change: ProposalChange): string {
  switch (change.part) {
    case 'title':
      return t('proposalReview.revised.title', { before: change.before, after: change.after });
    case 'description':
      return t('proposalReview.revised.description');
    case 'total':
      return t('proposalReview.revised.total', {
        before: formatPence(change.before),
        after: formatPence(change.after),
      });
    case 'deposit':
      return t('proposalReview.revised.deposit', { before: change.before, after: change.after });
    case 'item':
      return t(`proposalReview.revised.item_${change.kind}`, {
        n: change.number,
        title: change.title || t('portal.proposal.item', { n: change.number }),
      });
  }
}

/**
 * Shown when an approval of the revision the client read is refused because the owner saved a newer
 * one: which revision this is now, and what changed since the one they read.
 */
export function RevisionChanges({ changes }: { changes: ProposalChangesDto }) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  return (
    <section
      role="alert"
      aria-labelledby="revision-changes-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="revision-changes-heading" className="font-semibold">
        {t('proposalReview.revised.heading')}
      </h2>
      <p className="mt-1 text-sm">
        {t('proposalReview.revised.intro', {
          since: changes.since,
          n: changes.current.number,
          date: dates.time(changes.current.at),
        })}
      </p>
      {changes.changes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {changes.changes.map((change) => (
            <li key={JSON.stringify(change)}>{describe(t, change)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm">{t('proposalReview.revised.readAgain')}</p>
      )}
    </section>
  );
}
