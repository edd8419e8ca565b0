import type { ProjectStatus } from '#domain/clients/project.ts';
import { type AdminPageDto, toListQuery, toPage } from '../shared/admin-list.ts';
import { toProjectRow } from './admin-list-dto.ts';
import type { ProjectRowDto, ProjectSort, ProjectsListRequest } from './admin-list-schemas.ts';
import type { AdminListsRepository } from './ports.ts';

/** `/admin/projects`: every project, 25 a page, searched, sorted and filtered by status. */
export async function listProjectsForStaff(
  deps: { adminLists: AdminListsRepository },
  input: ProjectsListRequest,
): Promise<AdminPageDto<ProjectRowDto, ProjectSort> & { status: ProjectStatus | null }> {
  const query = { ...toListQuery(input, ['created']), status: input.status };
  const result = await deps.adminLists.listProjects(query);
  return {
    ...toPage(query, { rows: result.rows.map(toProjectRow), total: result.total }),
    status: input.status ?? null,
  };
}
