import type { PostStatus, PublicationState } from '#domain/blog/publishing.ts';

/** A post as the editor loads it. */
export interface EditablePost extends PublicationState {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  firstPublishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  tags: string[];
}

/** What a save writes (the slug only when it changes). */
export interface PostWrite extends PublicationState {
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  tags: string[];
}

/** One row of the admin list. */
export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  status: PostStatus;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  imageUrl: string | null;
  videoThumbnailUrl: string | null;
  tags: string[];
  viewCount: number;
  likeCount: number;
}

/** Another post took the slug between our check and our write. */
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

/** The editor's writes. Each method is one transaction: a post and its tags land together or not at all. */
export interface PostEditorRepository {
  findById(id: string): Promise<EditablePost | null>;
  listForAdmin(limit: number): Promise<AdminPostRow[]>;
  /** Slugs equal to the base or the base with a numeric suffix. */
  slugsLike(base: string): Promise<Set<string>>;
  /** Throws `SlugTakenError` when the slug is taken after all. */
  create(post: PostWrite & { slug: string; authorId: string | null; now: Date }): Promise<{ id: string }>;
  /** Returns false when the post is gone; throws `SlugTakenError` when a new slug is taken. */
  update(id: string, post: PostWrite & { slug: string | null; now: Date }): Promise<boolean>;
  /** Removes the post with its tags, views and likes; returns it, or null when there was none. */
  delete(id: string): Promise<EditablePost | null>;
  /** Every distinct tag, drafts included, sorted. */
  allTags(): Promise<string[]>;
  /**
   * Locks the post, lets `decide` look at its publication state and writes the state it returns
   * (null: leave it). Returns whether something was written.
   */
  changePublication(
    id: string,
    decide: (state: PublicationState) => PublicationState | null,
  ): Promise<boolean>;
  /** Posts waiting for their scheduled time. */
  scheduled(): Promise<{ id: string; scheduledAt: Date }[]>;
}

/** Tells every web process that published content changed, so cached pages are dropped. */
export interface ContentEvents {
  postsChanged(): Promise<void>;
}
