import { TRPCError } from '@trpc/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Why the error page is showing: a post that does not exist or that this reader may not see. */
export const POST_NOT_FOUND = 'post-not-found';

export async function data(pageContext: PageContextServer) {
  try {
    return { post: await pageContext.trpc.blog.bySlug({ slug: pageContext.routeParams.slug ?? '' }) };
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw render(404, POST_NOT_FOUND);
    throw error;
  }
}
