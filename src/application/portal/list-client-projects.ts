import type { SessionClient } from '#application/clients/schemas.ts';
import { toPortalProject } from './portal-dto.ts';
import type { ClientProjectReader } from './ports.ts';
import type { PortalProjectDto } from './schemas.ts';

/** The client's projects, newest first. */
export async function listClientProjects(
  deps: { projects: ClientProjectReader },
  client: SessionClient,
): Promise<PortalProjectDto[]> {
  return (await deps.projects.listForClient(client.id)).map(toPortalProject);
}
