import type { PageContextServer } from 'vike/types';
import { orNullWhenNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** Whose subscription the link is for (masked), or null when the link is not valid. */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token;
  if (!token) return { subscription: null };
  const subscription = await orNullWhenNotFound(pageContext.trpc.newsletter.unsubscribePreview({ token }));
  return { subscription };
}
