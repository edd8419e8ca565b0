import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The admin dashboard's four figures. */
export async function data(pageContext: PageContextServer) {
  return { stats: await pageContext.trpc.adminClients.dashboardStats() };
}
