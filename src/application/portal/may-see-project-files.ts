import type { ClientRepository } from '#application/clients/ports.ts';
import { isStaff, type Role } from '#domain/accounts/user.ts';
import type { ClientProjectReader } from './ports.ts';

/**
 * Whether someone may open a project's stored files (its reference images): staff, and the client
 * whose project it is. Anyone else is told nothing, not even that the project exists.
 */
export async function maySeeProjectFiles(
  deps: { clients: Pick<ClientRepository, 'findByUserId'>; projects: ClientProjectReader },
  viewer: { id: string; role: Role } | null,
  projectId: string,
): Promise<boolean> {
  if (!viewer) return false;
  if (isStaff(viewer.role)) return true;
  const client = await deps.clients.findByUserId(viewer.id);
  return client !== null && (await deps.projects.findForClient(client.id, projectId)) !== null;
}
