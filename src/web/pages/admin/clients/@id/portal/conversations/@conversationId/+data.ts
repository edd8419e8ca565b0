import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One of the client's conversations as the client reads it; nothing is marked read. Another's is 404. */
export async function data(pageContext: PageContextServer) {
  const clientId = pageContext.routeParams.id ?? '';
  const id = pageContext.routeParams.conversationId ?? '';
  const caller = pageContext.trpc.adminClients;
  const thread = await orNotFound(caller.portalConversation({ clientId, id }));
  const settings = await caller.portalSettings({ clientId });
  return { clientId, clientName: settings.name, timeZone: settings.timeZone, thread };
}
