import { displayDate } from '#domain/blog/post.ts';
import type { PostSummary } from './ports.ts';
import type { PostCardDto, RecentPostDto } from './schemas.ts';

export function toPostCard(post: PostSummary): PostCardDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
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
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: post.imageUrl,
    publishedAt: displayDate(post).toISOString(),
  };
}
