import { projectNotFound, projectStatusChanged, projectStatusMoveRefused } from '#domain/clients/errors.ts';
import { canMoveProject, nextProjectStatuses, PROJECT_STATUS_NAMES } from '#domain/clients/project-status.ts';
import type { StaffRecordsRepository } from './ports.ts';
import {
  type ChangeProjectStatusInput,
  changeProjectStatusSchema,
  type ProjectStatusChangeDto,
} from './records-schemas.ts';

/**
 * The owner moves a project along the status rules (`project-status.ts`). The move applies only while
 * the project is still in the status the owner saw, in one conditional UPDATE: of two changes at once,
 * one wins and the other is refused.
 */
export async function changeProjectStatus(
  deps: { staffRecords: StaffRecordsRepository },
  input: ChangeProjectStatusInput,
): Promise<ProjectStatusChangeDto> {
  const { id, from, to } = changeProjectStatusSchema.parse(input);
  const current = await deps.staffRecords.projectStatus(id);
  if (current === null) throw projectNotFound();
  if (current !== from) throw projectStatusChanged();
  if (!canMoveProject(from, to))
    throw projectStatusMoveRefused(PROJECT_STATUS_NAMES[from], PROJECT_STATUS_NAMES[to]);
  if (!(await deps.staffRecords.changeProjectStatus(id, from, to))) throw projectStatusChanged();
  return { id, status: to, nextStatuses: [...nextProjectStatuses(to)] };
}
