import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The page, search, sort and filters come from the URL; the schema turns anything unreadable into the default. */
export async function data(pageContext: PageContextServer) {
  return { page: await pageContext.trpc.adminClients.clientsList(pageContext.urlParsed.search) };
}
