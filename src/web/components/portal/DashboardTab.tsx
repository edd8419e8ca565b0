import type { PortalOverviewDto } from '#application/portal/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useReaderDates } from '../dates/reader-dates.ts';
import { StatCard } from '../ui/StatCard.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ProjectStatusBadge, UnverifiedBadge } from './StatusBadge.tsx';
import { UnverifiedProjectActions } from './UnverifiedProjectActions.tsx';

/** Spec: three counts, then the 3 most recent projects. */
export function DashboardTab({ overview }: { overview: PortalOverviewDto }) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  const { counts, recentProjects } = overview;
  return (
    <>
      <h2 className="sr-only">{t('portal.tabs.dashboard')}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          stats={[
            {
              label: t('portal.dashboard.projects'),
              value: t('portal.dashboard.activeOfTotal', {
                active: counts.activeProjects,
                total: counts.totalProjects,
              }),
            },
          ]}
        />
        <StatCard
          stats={[{ label: t('portal.dashboard.pendingProposals'), value: counts.pendingProposals }]}
        />
        <StatCard stats={[{ label: t('portal.dashboard.conversations'), value: counts.conversations }]} />
      </div>
      <h3 className="mt-10 text-lg font-semibold">{t('portal.dashboard.recentProjects')}</h3>
      {recentProjects.length === 0 ? (
        <div className="mt-4">
          <EmptyState text={t('portal.dashboard.empty')} />
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {recentProjects.map((project) => (
            <li key={project.id} className="rounded-lg border border-stone-200 bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <h4 className="font-semibold text-stone-900">{project.name}</h4>
                <span className="flex shrink-0 gap-2">
                  {project.unverified && <UnverifiedBadge forClient />}
                  <ProjectStatusBadge status={project.status} forClient />
                </span>
              </div>
              {project.description && (
                <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm text-stone-700">
                  {project.description}
                </p>
              )}
              {project.referenceImages.length > 0 && (
                <ReferenceImages projectName={project.name} urls={project.referenceImages} />
              )}
              <p className="mt-2 text-xs text-stone-500">
                {t('portal.dashboard.created', { date: dates.day(project.createdAt) })}
              </p>
              {project.unverified && <UnverifiedProjectActions projectId={project.id} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The project's reference images as thumbnails, each opening the full image (served to its client only). */
function ReferenceImages({ projectName, urls }: { projectName: string; urls: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <h5 className="text-xs font-medium uppercase tracking-wide text-stone-500">
        {t('portal.dashboard.referenceImages')}
      </h5>
      <ul
        className="mt-2 flex flex-wrap gap-2"
        aria-label={`${t('portal.dashboard.referenceImages')}: ${projectName}`}
      >
        {urls.map((url, index) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border border-stone-200 hover:border-amber-700 focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              <img
                src={url}
                alt={t('portal.dashboard.referenceImage', { n: index + 1 })}
                loading="lazy"
                width={80}
                height={80}
                className="h-20 w-20 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
