import type { SessionClient } from '#application/clients/schemas.ts';
import type { ConversationRepository } from '#application/conversations/ports.ts';
import { toPortalConversation } from './portal-dto.ts';
import type { PortalConversationDto } from './schemas.ts';

/** The Messages tab: the client's conversations, most recent message first. */
export async function listClientConversations(
  deps: { conversations: ConversationRepository },
  client: SessionClient,
): Promise<PortalConversationDto[]> {
  return (await deps.conversations.listForClient(client.id)).map(toPortalConversation);
}
