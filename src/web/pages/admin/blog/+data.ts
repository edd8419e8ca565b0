import { TRPCError } from '@trpc/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { POST_NOT_FOUND } from '../../../lib/abort-reasons.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `?new=1` and `?edit={id}` open the editor; otherwise the list (and, for the admin, the API keys). */
export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const { trpc } = pageContext;
  if (search.edit !== undefined || search.new !== undefined) {
    const [post, tags] = await Promise.all([
      search.edit ? loadPost(pageContext, search.edit) : null,
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

async function loadPost(pageContext: PageContextServer, id: string) {
  try {
    return await pageContext.trpc.blogAdmin.load({ id });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw render(404, POST_NOT_FOUND);
    throw error;
  }
}
