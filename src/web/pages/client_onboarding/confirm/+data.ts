import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Which project the link is about, and whether it still waits: read (never acted on) when the page opens. */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token ?? '';
  // A token longer than any the site makes is simply not one of its links.
  const claim =
    token && token.length <= 300
      ? await pageContext.trpc.clients.projectClaim({ token })
      : { state: 'invalid' as const, projectName: null };
  return { claim };
}
