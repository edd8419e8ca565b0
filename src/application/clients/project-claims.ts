import { claimLinkInvalid, projectNotFound } from '#domain/clients/errors.ts';
import { PROJECT_FILES_BUCKET, referenceImageKeyOf } from '#domain/clients/inquiry.ts';
import type { Project } from '#domain/clients/project.ts';
import type { FileStorage } from '../blog/ports.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import type { Clock } from '../shared/ports.ts';
import { projectRemovedEmail } from './owner-inquiry-emails.ts';
import type { ClientRepository, ProjectClaimLinks, ProjectRepository } from './ports.ts';
import type {
  ProjectClaimDto,
  ProjectClaimRequest,
  ProjectClaimTokenRequest,
  SessionClient,
} from './schemas.ts';

/** The owner (`ownerEmail`, in their language) is told when a client removes a project they did not send. */
export interface ProjectClaimDeps extends OwnerNoticeDeps {
  projects: Pick<ProjectRepository, 'findById' | 'confirm' | 'removeUnverified'>;
  clients: Pick<ClientRepository, 'findById'>;
  claimLinks: ProjectClaimLinks;
  storage: Pick<FileStorage, 'delete'>;
  queue: JobQueue;
  clock: Clock;
  emails: EmailRenderer;
  baseUrl: string;
  warn(context: object, message: string): void;
}

/**
 * The portal's "Confirm" on an unverified project: the project and its first message become the
 * client's own. Only the signed-in client's project; confirming twice is fine.
 */
export async function confirmProject(
  deps: ProjectClaimDeps,
  client: SessionClient,
  projectId: string,
): Promise<{ confirmed: true }> {
  if (!(await deps.projects.confirm(client.id, projectId))) throw projectNotFound();
  return { confirmed: true };
}

/**
 * The portal's "Not mine, remove it" on an unverified project: the project leaves the client's portal
 * with its conversation and its reference images, and the owner is told (someone used the client's
 * address). A confirmed project is never removed this way.
 */
export async function declineProject(
  deps: ProjectClaimDeps,
  client: SessionClient,
  projectId: string,
): Promise<{ removed: true }> {
  const removed = await deps.projects.removeUnverified(client.id, projectId);
  if (!removed) throw projectNotFound();
  await removeReferenceImages(deps, removed);
  await tellOwner(deps, removed);
  return { removed: true };
}

/** The page the e-mailed link opens: which project it is about and whether it still waits (reads only). */
export async function getProjectClaim(
  deps: ProjectClaimDeps,
  input: ProjectClaimTokenRequest,
): Promise<ProjectClaimDto> {
  const project = await claimedProject(deps, input.token);
  if (!project) return { state: 'invalid', projectName: null };
  return { state: project.unverified ? 'unverified' : 'confirmed', projectName: project.name };
}

/**
 * The e-mailed link's "Confirm" or "Remove": the link proves the inbox, so it acts for the project's
 * client, on that one project only.
 */
export async function claimProject(
  deps: ProjectClaimDeps,
  input: ProjectClaimRequest,
): Promise<{ outcome: 'confirmed' | 'removed' }> {
  const project = await claimedProject(deps, input.token);
  if (!project) throw claimLinkInvalid();
  const client = { id: project.clientId, name: '', email: '' };
  if (input.decision === 'confirm') {
    await confirmProject(deps, client, project.id);
    return { outcome: 'confirmed' };
  }
  try {
    await declineProject(deps, client, project.id);
  } catch {
    // Confirmed meanwhile (or removed by a second click): the link no longer removes it.
    throw claimLinkInvalid();
  }
  return { outcome: 'removed' };
}

async function claimedProject(deps: ProjectClaimDeps, token: string): Promise<Project | null> {
  const projectId = deps.claimLinks.verify(token, deps.clock.now());
  return projectId ? deps.projects.findById(projectId) : null;
}

async function tellOwner(deps: ProjectClaimDeps, project: Project): Promise<void> {
  try {
    const client = await deps.clients.findById(project.clientId);
    if (!client) return;
    const owner = await ownerReader(deps);
    await sendLocalizedEmail(deps, projectRemovedEmail(owner, deps.baseUrl, client, project), {
      jobId: `project-removed-${project.id}`,
    });
  } catch (error) {
    // The removal stands; the owner's note is the part that may be lost.
    deps.warn({ err: error, projectId: project.id }, 'owner not told of a removed unverified project');
  }
}

async function removeReferenceImages(deps: ProjectClaimDeps, project: Project): Promise<void> {
  for (const url of project.referenceImages) {
    const key = referenceImageKeyOf(url, project.id);
    if (!key) continue;
    try {
      await deps.storage.delete(PROJECT_FILES_BUCKET, key);
    } catch (error) {
      deps.warn(
        { err: error, projectId: project.id, key },
        'reference image of a removed project not deleted',
      );
    }
  }
}
