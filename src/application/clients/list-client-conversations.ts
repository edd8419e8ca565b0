import { toPortalConversation } from './portal-dto.ts';
import type { PortalConversationDto } from './portal-schemas.ts';
import type { ConversationRepository } from './ports.ts';
import type { SessionClient } from './schemas.ts';

/** The Messages tab: the client's conversations, most recent message first. */
export async function listClientConversations(
  deps: { conversations: ConversationRepository },
  client: SessionClient,
): Promise<PortalConversationDto[]> {
  return (await deps.conversations.listForClient(client.id)).map(toPortalConversation);
}
