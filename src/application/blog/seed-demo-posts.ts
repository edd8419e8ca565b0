import { DEMO_POSTS, demoCoverUrl, demoTranslations } from './demo-posts.ts';
import type { PostRepository } from './ports.ts';

export type SeedDemoPostsResult = { outcome: 'seeded'; count: number } | { outcome: 'skipped' };

/** A fresh site shows the demo posts; once any post exists (the owner's or the demo's), nothing is added. */
export async function seedDemoPosts(
  deps: { posts: PostRepository },
  authorId: string | null,
): Promise<SeedDemoPostsResult> {
  if ((await deps.posts.countAll()) > 0) return { outcome: 'skipped' };
  await deps.posts.insertMany(
    DEMO_POSTS.map((post) => ({
      slug: post.slug,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      imageUrl: demoCoverUrl(post.slug),
      published: true,
      publishedAt: new Date(post.publishedAt),
      createdAt: new Date(post.publishedAt),
      authorId,
      tags: post.tags,
      translations: demoTranslations(post.slug),
    })),
  );
  return { outcome: 'seeded', count: DEMO_POSTS.length };
}
