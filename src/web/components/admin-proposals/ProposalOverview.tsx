import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPostDate } from '../../lib/format.ts';
import { projectTypeNames } from '../../lib/project-types.ts';
import { DetailSection, Facts } from './DetailSection.tsx';
import { ProjectStatusBadge } from './ProposalStatus.tsx';

/** Project Overview: the project's name, created date, type, status, and the proposal's description. */
export function ProposalOverview({ proposal }: { proposal: AdminProposalDetailDto }) {
  const { t, i18n } = useTranslation();
  const { project } = proposal;
  const types = projectTypeNames(project.projectTypes, t);
  return (
    <DetailSection title={t('adminProposals.detail.overview')}>
      <Facts
        facts={[
          { label: t('adminProposals.detail.projectName'), value: project.name },
          {
            label: t('adminProposals.detail.projectCreated'),
            value: (
              <time dateTime={project.createdAt}>{formatPostDate(project.createdAt, i18n.language)}</time>
            ),
          },
          {
            label: t('adminProposals.detail.projectType'),
            value: types || t('adminProposals.detail.customProject'),
          },
          {
            label: t('adminProposals.detail.projectStatus'),
            value: <ProjectStatusBadge status={project.status} />,
          },
        ]}
      />
      <h3 className="mt-5 text-xs uppercase tracking-wide text-stone-500">
        {t('adminProposals.detail.description')}
      </h3>
      <p className="mt-1 whitespace-pre-line text-sm text-stone-800">
        {proposal.description || t('adminProposals.detail.noDescription')}
      </p>
    </DetailSection>
  );
}
