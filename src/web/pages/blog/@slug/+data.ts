import { TRPCError } from '@trpc/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { POST_NOT_FOUND } from '../../../lib/abort-reasons.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  try {
    return { post: await pageContext.trpc.blog.bySlug({ slug: pageContext.routeParams.slug ?? '' }) };
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw render(404, POST_NOT_FOUND);
    throw error;
  }
}
