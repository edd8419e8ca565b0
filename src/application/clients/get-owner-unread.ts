import type { ConversationThreads } from './ports.ts';

/** The clients' messages the owner has not read yet, in every thread (the admin header's badge). */
export async function getOwnerUnread(deps: { threads: ConversationThreads }): Promise<{ total: number }> {
  return { total: await deps.threads.unreadForOwner() };
}
