import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Whether the link can still sign in: checked (never spent) when its page opens. */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token ?? '';
  return { usable: token ? (await pageContext.trpc.clients.signInLinkUsable({ token })).usable : false };
}
