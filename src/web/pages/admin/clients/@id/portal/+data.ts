import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';
import { type PortalTab, portalTab } from '#web/lib/portal-tabs.ts';

export type Data = Awaited<ReturnType<typeof data>>;

type Caller = PageContextServer['trpc']['adminClients'];

/** The current tab's own list, read as the client's portal reads it (see /portal's +data.ts). */
async function tabContent(caller: Caller, clientId: string, tab: PortalTab) {
  switch (tab) {
    case 'dashboard':
      return { tab };
    case 'proposals':
      return { tab, proposals: await caller.portalProposals({ clientId }) };
    case 'messages':
      return { tab, conversations: await caller.portalConversations({ clientId }) };
    case 'transactions':
      return { tab, transactions: await caller.portalTransactions({ clientId }) };
    case 'settings':
      return { tab, settings: await caller.portalSettings({ clientId }) };
  }
}

/** "View Client Portal": a client's portal, tab by tab (`?tab=`), as the client sees it; an unknown client is 404. */
export async function data(pageContext: PageContextServer) {
  const clientId = pageContext.routeParams.id ?? '';
  const caller = pageContext.trpc.adminClients;
  const overview = await orNotFound(caller.portalOverview({ clientId }));
  const tab = portalTab(pageContext.urlParsed.search.tab);
  return { clientId, overview, content: await tabContent(caller, clientId, tab) };
}
