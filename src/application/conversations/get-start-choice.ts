import { projectNotFound } from '#domain/clients/errors.ts';
import type { ConversationThreads } from './ports.ts';
import type { StartChoiceDto } from './schemas.ts';

/** The owner's "Start Conversation" form for a project: its name (the title's default) and its client. */
export async function getStartChoice(
  deps: { threads: ConversationThreads },
  projectId: string,
): Promise<StartChoiceDto> {
  const project = await deps.threads.projectForOwner(projectId);
  if (!project) throw projectNotFound();
  return { projectId: project.id, projectName: project.name, clientName: project.client.name };
}
