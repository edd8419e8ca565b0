import { z } from 'zod';
import { POST_SORTS } from '#domain/blog/post.ts';
import { normalizeSearch } from '#domain/blog/search.ts';
import type { PostLanguage } from '#domain/blog/translations.ts';

/** Clipped rather than refused: a hand-edited URL still gets the list page. */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, max) || undefined);

/** The list's filters, as they appear in the URL (`/blog?q=&tag=&sort=&page=`). */
export const listPostsSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => normalizeSearch(value) || undefined),
  tag: optionalText(100),
  sort: z.enum(POST_SORTS).catch('date').default('date'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ListPostsInput = z.input<typeof listPostsSchema>;
export type ListPostsQuery = z.output<typeof listPostsSchema>;

export const postBySlugSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export interface PostCardDto {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  published: boolean;
  /** ISO instant: published_at, or created_at for a draft. */
  date: string;
  tags: string[];
  viewCount: number;
  likeCount: number;
}

export interface PostCounts {
  published: number;
  drafts: number;
  total: number;
}

export interface PostListDto {
  posts: PostCardDto[];
  total: number;
  page: number;
  pageCount: number;
  /** Every tag of the posts this reader may see, sorted, for the tag filter. */
  tags: string[];
  /** Staff only: the whole blog's counts. */
  counts: PostCounts | null;
  query: ListPostsQuery;
}

export interface RecentPostDto {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  publishedAt: string;
}

export interface PostLinkDto {
  slug: string;
  title: string;
}

export interface PostPageDto {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  /** The language of the title and content: the reader's, or the original where not translated. */
  language: PostLanguage;
  /** Markdown rendered and sanitised on the server. */
  html: string;
  /** The meta description: excerpt or plain content, at most 160 characters. */
  description: string;
  imageUrl: string | null;
  /** The 1200x630 image for social cards: the post's image or a default preview. */
  socialImageUrl: string;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  published: boolean;
  date: string;
  updatedAt: string;
  readingMinutes: number;
  authorName: string | null;
  tags: string[];
  viewCount: number;
  likeCount: number;
  /** The older post (by created_at). */
  previous: PostLinkDto | null;
  /** The newer post (by created_at). */
  next: PostLinkDto | null;
  related: PostCardDto[];
}

export interface FeedPostDto {
  slug: string;
  title: string;
  description: string;
  html: string;
  publishedAt: string;
  updatedAt: string;
  authorName: string | null;
  tags: string[];
  imageUrl: string | null;
}

export interface SitemapPostDto {
  slug: string;
  updatedAt: string;
}
