import type { PageContextServer } from 'vike/types';
import { listedTimeZones } from '#domain/booking/zoned-time.ts';
import { type PortalTab, portalTab } from '../../lib/portal-tabs.ts';
import { orNoClient } from './portal-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

type Caller = PageContextServer['trpc'];

/** The current tab's own list (the dashboard's counts and projects come with the overview). */
async function tabContent(trpc: Caller, tab: PortalTab) {
  switch (tab) {
    case 'dashboard':
      return { tab };
    case 'proposals':
      return { tab, proposals: await trpc.proposals.clientList() };
    case 'messages':
      return {
        tab,
        conversations: await trpc.clients.conversations(),
        projects: (await trpc.clients.projects()).map(({ id, name }) => ({ id, name })),
      };
    case 'transactions':
      return { tab, transactions: await trpc.clients.transactions() };
    case 'settings':
      // The zones are the server's list, sent with the page: the browser's own list may differ by a name.
      return { tab, settings: await trpc.clients.settings(), timeZones: listedTimeZones() };
  }
}

/** The tab lives in the address (`?tab=proposals`) and is rendered here, on the server. */
export async function data(pageContext: PageContextServer) {
  const tab = portalTab(pageContext.urlParsed.search.tab);
  const overview = await orNoClient(pageContext.trpc.clients.portal());
  if (!overview) return { overview: null, content: null, unread: 0 };
  const [content, unread] = await Promise.all([
    tabContent(pageContext.trpc, tab),
    pageContext.trpc.conversations.unread(),
  ]);
  return { overview, content, unread: unread.total };
}
