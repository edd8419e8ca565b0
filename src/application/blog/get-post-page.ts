import type { Role } from '#domain/accounts/user.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { postNotFound } from '#domain/blog/errors.ts';
import { metaDescription } from '#domain/blog/meta-description.ts';
import { displayDate } from '#domain/blog/post.ts';
import { readingMinutes } from '#domain/blog/reading-time.ts';
import { rankRelatedPosts } from '#domain/blog/related-posts.ts';
import { socialPreviewImage } from '#domain/blog/social-preview.ts';
import { DEFAULT_POST_LANGUAGE, type PostLanguage } from '#domain/blog/translations.ts';
import type { MarkdownRenderer, PostRepository, PostSummary } from './ports.ts';
import { toPostCard } from './post-dto.ts';
import type { PostLinkDto, PostPageDto } from './schemas.ts';

const toLink = (post: PostSummary | null): PostLinkDto | null =>
  post && { slug: post.slug, title: post.title };

/**
 * Everything the post page shows, in the reader's language where the post has it. A draft is "not
 * found" for anyone but staff.
 */
export async function getPostPage(
  deps: { posts: PostRepository; markdown: MarkdownRenderer },
  role: Role | null,
  slug: string,
  language: PostLanguage = DEFAULT_POST_LANGUAGE,
): Promise<PostPageDto> {
  const post = await deps.posts.findBySlug(slug, language);
  if (!post || (!post.published && !(role !== null && isStaff(role)))) throw postNotFound();

  const [html, plainText, neighbours, sharing] = await Promise.all([
    deps.markdown.toHtml(post.content),
    deps.markdown.toPlainText(post.content),
    deps.posts.neighbours(post, language),
    post.tags.length > 0 ? deps.posts.sharingTags(post.tags, post.id, language) : Promise.resolve([]),
  ]);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    language: post.language,
    html,
    description: metaDescription(post.excerpt, plainText),
    imageUrl: post.imageUrl,
    socialImageUrl: socialPreviewImage(post),
    videoUrl: post.videoUrl,
    videoThumbnailUrl: post.videoThumbnailUrl,
    isVlog: post.isVlog,
    published: post.published,
    date: displayDate(post).toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readingMinutes: readingMinutes(post.content),
    authorName: post.authorName,
    tags: post.tags,
    viewCount: post.viewCount,
    likeCount: post.likeCount,
    previous: toLink(neighbours.older),
    next: toLink(neighbours.newer),
    related: rankRelatedPosts(post, sharing).map(toPostCard),
  };
}
