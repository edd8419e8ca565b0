import type { StaffProjectPageDto } from '#application/client-records/records-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { DetailSection, Facts } from '../admin-proposals/DetailSection.tsx';

/** Project Stats: total proposals, approved (or locked), conversations, total value. */
export function ProjectStats({ stats }: { stats: StaffProjectPageDto['stats'] }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('adminRecords.project.stats')}>
      <Facts
        facts={[
          { label: t('adminRecords.project.totalProposals'), value: stats.totalProposals },
          { label: t('adminRecords.project.approved'), value: stats.approvedProposals },
          { label: t('adminRecords.project.statsConversations'), value: stats.conversations },
          { label: t('adminRecords.project.statsTotalValue'), value: formatPence(stats.totalValuePence) },
        ]}
      />
    </DetailSection>
  );
}
