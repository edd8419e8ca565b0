import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** The page and the filters come from the URL; the schema turns anything unreadable into no filter. */
export async function data(pageContext: PageContextServer) {
  return { page: await pageContext.trpc.audit.entries(pageContext.urlParsed.search) };
}
