export const POSTS_PER_PAGE = 12;
export const RECENT_POSTS_LIMIT = 3;
export const CARD_TAG_LIMIT = 3;

export const POST_SORTS = ['date', 'title'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export interface PostState {
  published: boolean;
  publishedAt: Date | null;
}

/** The date readers see: when the post was published, or when it was written for a draft. */
export function displayDate(post: PostState & { createdAt: Date }): Date {
  return post.publishedAt ?? post.createdAt;
}

/** The tags a card shows and how many more it has ("+N more"). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAG_LIMIT), more: Math.max(0, tags.length - CARD_TAG_LIMIT) };
}
