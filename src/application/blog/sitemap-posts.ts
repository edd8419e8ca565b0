import type { PostRepository } from './ports.ts';
import type { SitemapPostDto } from './schemas.ts';

/** Every published post's address and last change, for /sitemap.xml. */
export async function sitemapPosts(deps: { posts: PostRepository }): Promise<SitemapPostDto[]> {
  const posts = await deps.posts.allPublishedSlugs();
  return posts.map((post) => ({ slug: post.slug, updatedAt: post.updatedAt.toISOString() }));
}
