import type { ProjectRowDto, ProjectSort } from '#application/client-records/admin-list-schemas.ts';
import type { AdminPageDto } from '#application/shared/admin-list.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/clients/project.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPostDate } from '../../lib/format.ts';
import { ProjectStatusBadge, UnverifiedBadge } from '../portal/StatusBadge.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { AdminFullList } from './AdminFullList.tsx';

export const PROJECTS_URL = '/admin/projects';

type ProjectsPage = AdminPageDto<ProjectRowDto, ProjectSort> & { status: ProjectStatus | null };

/** `/admin/projects`: every project, searched, filtered by status, sorted and paged on the server. */
export function ProjectsList({ page }: { page: ProjectsPage }) {
  const { t, i18n } = useTranslation();
  const sorts = (['created', 'name', 'client', 'status'] as const).map((value) => ({
    value,
    label: t(`adminClients.allProjects.${value}`),
  }));
  return (
    <AdminFullList
      basePath={PROJECTS_URL}
      title={t('adminClients.allProjects.title')}
      state={{ ...page, filters: { status: page.status } }}
      searchLabel={t('adminClients.allProjects.search')}
      sorts={sorts}
      filters={[
        {
          name: 'status',
          label: t('adminClients.list.status'),
          options: PROJECT_STATUSES.map((status) => ({
            value: status,
            label: t(`portal.projectStatus.${status}`),
          })),
        },
      ]}
    >
      <AdminTable
        caption={t('adminClients.allProjects.caption')}
        rows={page.rows}
        rowKey={(project) => project.id}
        empty={t('adminClients.allProjects.empty')}
        columns={[
          {
            key: 'name',
            header: t('adminClients.allProjects.name'),
            rowHeader: true,
            cell: (project) => (
              <a href={`/admin/projects/${project.id}`} className="hover:underline">
                {project.name}
              </a>
            ),
          },
          {
            key: 'client',
            header: t('adminClients.allProjects.client'),
            cell: (project) => (
              <a href={`/admin/clients/${project.clientId}`} className="text-amber-800 hover:underline">
                {project.clientName}
              </a>
            ),
          },
          {
            key: 'status',
            header: t('adminClients.allProjects.status'),
            cell: (project) => (
              <span className="flex flex-wrap gap-1.5">
                <ProjectStatusBadge status={project.status} />
                {project.unverified && <UnverifiedBadge />}
              </span>
            ),
          },
          {
            key: 'created',
            header: t('adminClients.allProjects.created'),
            className: 'whitespace-nowrap text-stone-600',
            cell: (project) => (
              <time dateTime={project.createdAt}>{formatPostDate(project.createdAt, i18n.language)}</time>
            ),
          },
        ]}
      />
    </AdminFullList>
  );
}
