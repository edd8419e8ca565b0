import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { projectNotFound, projectStatusChanged, projectStatusMoveRefused } from '#domain/clients/errors.ts';
import { canMoveProject, nextProjectStatuses, PROJECT_STATUS_NAMES } from '#domain/clients/project-status.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { StaffRecordsRepository } from './ports.ts';
import {
  type ChangeProjectStatusInput,
  changeProjectStatusSchema,
  type ProjectStatusChangeDto,
} from './records-schemas.ts';

/**
 * The owner moves a project along the status rules (`project-status.ts`). The move applies only while
 * the project is still in the status the owner saw, in one conditional UPDATE: of two changes at once,
 * one wins and the other is refused. The move and its audit entry are one transaction.
 */
export async function changeProjectStatus(
  deps: { staffRecords: StaffRecordsRepository; audit: AuditLog },
  input: ChangeProjectStatusInput,
  actor: AuditActor,
): Promise<ProjectStatusChangeDto> {
  const { id, from, to } = changeProjectStatusSchema.parse(input);
  return deps.audit.record(actor, async () => {
    const current = await deps.staffRecords.projectState(id);
    if (current === null) throw projectNotFound();
    if (current.status !== from) throw projectStatusChanged();
    if (!canMoveProject(from, to))
      throw projectStatusMoveRefused(PROJECT_STATUS_NAMES[from], PROJECT_STATUS_NAMES[to]);
    if (!(await deps.staffRecords.changeProjectStatus(id, from, to))) throw projectStatusChanged();
    return {
      result: { id, status: to, nextStatuses: [...nextProjectStatuses(to)] },
      entry: {
        action: 'project.status_changed',
        subject: { type: 'project', id, label: current.name },
        before: { status: from },
        after: { status: to },
      },
    };
  });
}
