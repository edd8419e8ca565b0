import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  // Spec: if the recent posts cannot be fetched, it is only logged and the section hides.
  const recentPosts = await pageContext.trpc.blog.recent().catch((error: unknown) => {
    console.error('Loading the recent posts for the home page failed', error);
    return [];
  });
  return { recentPosts };
}
