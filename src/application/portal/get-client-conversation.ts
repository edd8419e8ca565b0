import type { SessionClient } from '#application/clients/schemas.ts';
import type { ConversationRepository } from '#application/conversations/ports.ts';
import { conversationNotFound } from '#domain/clients/errors.ts';
import { toPortalThread } from './portal-dto.ts';
import type { PortalThreadDto } from './schemas.ts';

/** One of the client's conversations with its messages, oldest first; anyone else's is not found. */
export async function getClientConversation(
  deps: { conversations: ConversationRepository },
  client: SessionClient,
  conversationId: string,
): Promise<PortalThreadDto> {
  const thread = await deps.conversations.findForClient(client.id, conversationId);
  if (!thread) throw conversationNotFound();
  return toPortalThread(thread);
}
