import type { PageContextServer } from 'vike/types';
import { POST_NOT_FOUND } from '#web/lib/abort-reasons.ts';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? '';
  return { post: await orNotFound(pageContext.trpc.blog.bySlug({ slug }), POST_NOT_FOUND) };
}
