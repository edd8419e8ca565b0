import type { SessionClient } from '#application/clients/schemas.ts';
import type { ConversationThreads } from './ports.ts';
import type { ClientUnreadDto } from './schemas.ts';

/** The owner's messages the client has not read: in total (the Messages tab) and per conversation. */
export async function getClientUnread(
  deps: { threads: ConversationThreads },
  client: SessionClient,
): Promise<ClientUnreadDto> {
  const byConversation = await deps.threads.unreadForClient(client.id);
  const total = Object.values(byConversation).reduce((sum, count) => sum + count, 0);
  return { total, byConversation };
}
