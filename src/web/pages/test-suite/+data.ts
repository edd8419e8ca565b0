import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** This address's last run within its cooldown: a reload shows it, with the server's seconds left. */
export async function data(pageContext: PageContextServer) {
  return { last: await pageContext.trpc.system.lastSiteSuite() };
}
