import { conversationNotFound } from '#domain/clients/errors.ts';
import type { Clock } from '../shared/ports.ts';
import { toOwnerThread } from './conversation-dto.ts';
import type { ConversationThreads } from './ports.ts';
import type { OwnerThreadDto } from './schemas.ts';

/** The owner (staff) opens a thread: the client, the project, the messages; the client's are now read. */
export async function openOwnerThread(
  deps: { threads: ConversationThreads; clock: Clock },
  conversationId: string,
): Promise<OwnerThreadDto> {
  const thread = await deps.threads.findForOwner(conversationId);
  if (!thread) throw conversationNotFound();
  await deps.threads.markRead(conversationId, 'client', deps.clock.now());
  return toOwnerThread(thread);
}
