import { OWNER_UNREAD_CAP } from '#domain/clients/conversation.ts';
import type { ConversationThreads } from './ports.ts';

/**
 * The clients' messages the owner has not read yet, in every thread (the admin header's badge), counted
 * up to `OWNER_UNREAD_CAP`.
 */
export async function getOwnerUnread(deps: { threads: ConversationThreads }): Promise<{ total: number }> {
  return { total: await deps.threads.unreadForOwner(OWNER_UNREAD_CAP) };
}
