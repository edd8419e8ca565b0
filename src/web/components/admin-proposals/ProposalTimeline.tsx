import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { DetailSection } from './DetailSection.tsx';

/** Timeline: what happened to the proposal, oldest first, with the client's signature under its approval. */
export function ProposalTimeline({ proposal }: { proposal: AdminProposalDetailDto }) {
  const { t, i18n } = useTranslation();
  const { approval } = proposal;
  return (
    <DetailSection title={t('adminProposals.detail.timeline')}>
      <ol className="space-y-3 border-l-2 border-stone-200 pl-4">
        {proposal.timeline.map((entry) => (
          <li key={`${entry.event}-${entry.revision ?? ''}`} className="text-sm">
            <p className="font-medium text-stone-900">
              {t(`adminProposals.detail.events.${entry.event}`, { n: entry.revision })}
            </p>
            <time dateTime={entry.at} className="text-stone-500">
              {formatDateTime(entry.at, i18n.language)}
            </time>
            {entry.event === 'approved' && approval && (
              <div className="mt-1 space-y-0.5 text-xs text-stone-600">
                <p>{t('adminProposals.detail.signedBy', { name: approval.signedName })}</p>
                {approval.ip && <p>{t('adminProposals.detail.signedFrom', { ip: approval.ip })}</p>}
                <p>
                  {t('adminProposals.detail.contentHash')}:{' '}
                  <code className="break-all font-mono">{approval.contentSha256}</code>
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
