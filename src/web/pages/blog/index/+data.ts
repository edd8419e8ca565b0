import type { PageContextServer } from 'vike/types';
import type { BlogView } from '#web/lib/blog-url.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The filters live in the URL, so a filtered list renders on the server and can be shared. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const list = await pageContext.trpc.blog.list({
    q: search.q,
    tag: search.tag,
    sort: search.sort === 'title' ? 'title' : 'date',
    page: Number(search.page ?? 1) || 1,
  });
  const view: BlogView = search.view === 'list' ? 'list' : 'grid';
  return { list, view };
}
