import type { SessionClient } from '#application/clients/schemas.ts';
import { projectNotFound } from '#domain/clients/errors.ts';
import { toPortalProject } from './portal-dto.ts';
import type { ClientProjectReader } from './ports.ts';
import type { PortalProjectDto } from './schemas.ts';

/** One of the client's projects; another client's or an unknown id is "Project Not Found". */
export async function getClientProject(
  deps: { projects: ClientProjectReader },
  client: SessionClient,
  projectId: string,
): Promise<PortalProjectDto> {
  const project = await deps.projects.findForClient(client.id, projectId);
  if (!project) throw projectNotFound();
  return toPortalProject(project);
}
