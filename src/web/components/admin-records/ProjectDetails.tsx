import type { StaffProjectPageDto } from '#application/client-records/records-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPostDate } from '../../lib/format.ts';
import { projectTypeNames } from '../../lib/project-types.ts';
import { DetailSection, Facts } from '../admin-proposals/DetailSection.tsx';

type ProjectFields = StaffProjectPageDto['project'];

/** Project Details: types, budget, timeline, created date, the description as plain text, its images. */
export function ProjectDetails({ project }: { project: ProjectFields }) {
  const { t, i18n } = useTranslation();
  const notSpecified = t('adminRecords.project.notSpecified');
  return (
    <DetailSection title={t('adminRecords.project.details')}>
      <Facts
        facts={[
          {
            label: t('adminRecords.project.types'),
            value: project.projectTypes.length > 0 ? projectTypeNames(project.projectTypes, t) : notSpecified,
          },
          {
            label: t('adminRecords.project.budget'),
            value: project.budgetRange ? t(`adminRecords.budgets.${project.budgetRange}`) : notSpecified,
          },
          {
            label: t('adminRecords.project.timeline'),
            value: project.timelinePreference
              ? t(`adminRecords.timelines.${project.timelinePreference}`)
              : notSpecified,
          },
          {
            label: t('adminRecords.project.created'),
            value: formatPostDate(project.createdAt, i18n.language),
          },
        ]}
      />
      <h3 className="mt-5 text-xs uppercase tracking-wide text-stone-500">
        {t('adminRecords.project.description')}
      </h3>
      {/* Plain text: React escapes it, and the line breaks the client typed are kept. */}
      <p
        data-testid="project-description"
        className="mt-1 whitespace-pre-line break-words text-sm text-stone-900"
      >
        {project.description || t('adminRecords.project.noDescription')}
      </p>
      {project.referenceImages.length > 0 && (
        <>
          <h3 className="mt-5 text-xs uppercase tracking-wide text-stone-500">
            {t('adminRecords.project.referenceImages')}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {project.referenceImages.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-amber-800 underline-offset-2 hover:underline"
                >
                  {t('adminRecords.project.referenceImage', { n: index + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailSection>
  );
}
