import type { SessionClient } from '#application/clients/schemas.ts';
import { conversationNotFound } from '#domain/clients/errors.ts';
import type { Clock } from '../shared/ports.ts';
import { toClientThread } from './conversation-dto.ts';
import type { ConversationRepository, ConversationThreads } from './ports.ts';
import type { ClientThreadDto } from './schemas.ts';

/**
 * The client opens one of their threads: its messages, oldest first, and the owner's are now read.
 * Anyone else's thread is not found.
 */
export async function openClientThread(
  deps: { conversations: ConversationRepository; threads: ConversationThreads; clock: Clock },
  client: SessionClient,
  conversationId: string,
): Promise<ClientThreadDto> {
  const thread = await deps.conversations.findForClient(client.id, conversationId);
  if (!thread) throw conversationNotFound();
  await deps.threads.markRead(conversationId, 'owner', deps.clock.now());
  return toClientThread(thread);
}

/** One of the client's threads, read without marking anything read (anyone else's is not found). */
export async function readClientThread(
  deps: { conversations: ConversationRepository },
  client: SessionClient,
  conversationId: string,
): Promise<ClientThreadDto> {
  const thread = await deps.conversations.findForClient(client.id, conversationId);
  if (!thread) throw conversationNotFound();
  return toClientThread(thread);
}
