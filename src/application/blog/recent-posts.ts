import { RECENT_POSTS_LIMIT } from '#domain/blog/post.ts';
import type { PostRepository } from './ports.ts';
import { toRecentPost } from './post-dto.ts';
import type { RecentPostDto } from './schemas.ts';

/** The newest published posts, for the home page. */
export async function recentPosts(deps: { posts: PostRepository }): Promise<RecentPostDto[]> {
  const posts = await deps.posts.recentPublished(RECENT_POSTS_LIMIT);
  return posts.map(toRecentPost);
}
