import { displayDate } from '#domain/blog/post.ts';
import type { PostSummary } from './ports.ts';
import type { PostCardDto, RecentPostDto } from './schemas.ts';

/** What every list of posts shows of one: where it is, its title, its excerpt and its image. */
function postBasics(post: PostSummary) {
  return { id: post.id, slug: post.slug, title: post.title, excerpt: post.excerpt, imageUrl: post.imageUrl };
}

export function toPostCard(post: PostSummary): PostCardDto {
  return {
    ...postBasics(post),
    videoThumbnailUrl: post.videoThumbnailUrl,
    isVlog: post.isVlog,
    published: post.published,
    date: displayDate(post).toISOString(),
    tags: post.tags,
    viewCount: post.viewCount,
    likeCount: post.likeCount,
  };
}

export function toRecentPost(post: PostSummary): RecentPostDto {
  return {
    ...postBasics(post),
    publishedAt: displayDate(post).toISOString(),
  };
}
