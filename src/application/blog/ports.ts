import type { PostSort } from '#domain/blog/post.ts';

/** A post as the read side needs it; `content` is only loaded where a page shows it. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  viewCount: number;
  likeCount: number;
  tags: string[];
}

export interface Post extends PostSummary {
  content: string;
}

export interface PostFilter {
  includeDrafts: boolean;
  search: string | undefined;
  tag: string | undefined;
  sort: PostSort;
  offset: number;
  limit: number;
}

export interface NewPost {
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  authorId: string | null;
  tags: string[];
}

/** Reads (and, for seeding, writes) blog posts with their tags. */
export interface PostRepository {
  list(filter: PostFilter): Promise<{ posts: PostSummary[]; total: number }>;
  counts(): Promise<{ published: number; drafts: number }>;
  /** Every distinct tag of the posts in scope, sorted. */
  tags(includeDrafts: boolean): Promise<string[]>;
  findBySlug(slug: string): Promise<Post | null>;
  /** Whether the post exists and is published (engagement only counts published posts). */
  isPublished(postId: string): Promise<boolean>;
  /** The published posts just older and just newer than the given instant (created_at order). */
  neighbours(post: {
    id: string;
    createdAt: Date;
  }): Promise<{ older: PostSummary | null; newer: PostSummary | null }>;
  /** Published posts sharing at least one of the tags, for ranking. */
  sharingTags(tags: string[], excludeId: string): Promise<PostSummary[]>;
  recentPublished(limit: number): Promise<PostSummary[]>;
  /** Latest published posts with content, for feeds. */
  latestPublished(limit: number): Promise<Post[]>;
  allPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]>;
  countAll(): Promise<number>;
  /** Inserts posts with their tags in one transaction. */
  insertMany(posts: NewPost[]): Promise<void>;
}

/** Markdown to safe HTML, and to plain text for descriptions. */
export interface MarkdownRenderer {
  toHtml(markdown: string): Promise<string>;
  toPlainText(markdown: string): Promise<string>;
}
