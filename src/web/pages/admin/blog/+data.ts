import type { PageContextServer } from 'vike/types';
import { POST_NOT_FOUND } from '#web/lib/abort-reasons.ts';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `?new=1` and `?edit={id}` open the editor; otherwise the list (and, for the admin, the API keys). */
export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const { trpc } = pageContext;
  if (search.edit !== undefined || search.new !== undefined) {
    const [post, tags] = await Promise.all([
      search.edit ? orNotFound(trpc.blogAdmin.load({ id: search.edit }), POST_NOT_FOUND) : null,
      trpc.blogAdmin.tags(),
    ]);
    return { mode: 'editor' as const, post, tags };
  }
  const [posts, apiKeys] = await Promise.all([
    trpc.blogAdmin.list(),
    pageContext.user?.role === 'admin' ? trpc.blogAdmin.apiKeys() : null,
  ]);
  return { mode: 'list' as const, posts, apiKeys };
}
