import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Whose subscription the link is for (masked), or null when the link is not valid. */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token;
  if (!token) return { subscription: null };
  const subscription = await pageContext.trpc.newsletter.unsubscribePreview({ token }).catch(() => null);
  return { subscription };
}
