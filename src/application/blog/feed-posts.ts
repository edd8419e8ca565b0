import { metaDescription } from '#domain/blog/meta-description.ts';
import { displayDate } from '#domain/blog/post.ts';
import { DEFAULT_POST_LANGUAGE, type PostLanguage } from '#domain/blog/translations.ts';
import { linkIn } from '#domain/shared/language.ts';
import type { MarkdownRenderer, PostRepository } from './ports.ts';
import type { FeedPostDto } from './schemas.ts';

export const FEED_SIZE = 20;

/**
 * The latest published posts with their rendered content, for the RSS feed in one language. Given the
 * site's address, each post's links and images are absolute, resolved against the post's own page.
 */
export async function feedPosts(
  deps: { posts: PostRepository; markdown: MarkdownRenderer },
  language: PostLanguage = DEFAULT_POST_LANGUAGE,
  siteUrl?: string,
): Promise<FeedPostDto[]> {
  const posts = await deps.posts.latestPublished(FEED_SIZE, language);
  return Promise.all(
    posts.map(async (post) => ({
      slug: post.slug,
      title: post.title,
      description: metaDescription(post.excerpt, await deps.markdown.toPlainText(post.content)),
      html: await deps.markdown.toHtml(post.content, {
        baseUrl: siteUrl && linkIn(`${siteUrl}/blog/${post.slug}`, language),
      }),
      publishedAt: displayDate(post).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      authorName: post.authorName,
      tags: post.tags,
      imageUrl: post.imageUrl,
    })),
  );
}
