import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** 'Client Management Dashboard': the four figures and the four lists of the 5 latest. */
export async function data(pageContext: PageContextServer) {
  const { trpc } = pageContext;
  const [stats, recent] = await Promise.all([trpc.adminClients.clientStats(), trpc.adminClients.recent()]);
  return { stats, recent };
}
