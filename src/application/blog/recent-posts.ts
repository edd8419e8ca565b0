import { RECENT_POSTS_LIMIT } from '#domain/blog/post.ts';
import { DEFAULT_POST_LANGUAGE, type PostLanguage } from '#domain/blog/translations.ts';
import type { PostRepository } from './ports.ts';
import { toRecentPost } from './post-dto.ts';
import type { RecentPostDto } from './schemas.ts';

/** The newest published posts, for the home page. */
export async function recentPosts(
  deps: { posts: PostRepository },
  language: PostLanguage = DEFAULT_POST_LANGUAGE,
): Promise<RecentPostDto[]> {
  const posts = await deps.posts.recentPublished(RECENT_POSTS_LIMIT, language);
  return posts.map(toRecentPost);
}
