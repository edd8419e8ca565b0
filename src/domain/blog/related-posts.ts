export interface TaggedPost {
  id: string;
  tags: readonly string[];
  createdAt: Date;
}

export const RELATED_POSTS_LIMIT = 3;

/**
 * Posts that share tags with the current one, most shared tags first (newest first on a tie), without
 * the current post and without posts that share none.
 */
export function rankRelatedPosts<P extends TaggedPost>(
  current: TaggedPost,
  candidates: readonly P[],
  limit = RELATED_POSTS_LIMIT,
): P[] {
  const currentTags = new Set(current.tags);
  return candidates
    .filter((post) => post.id !== current.id)
    .map((post) => ({ post, shared: new Set(post.tags.filter((tag) => currentTags.has(tag))).size }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.post.createdAt.getTime() - a.post.createdAt.getTime())
    .slice(0, limit)
    .map((entry) => entry.post);
}
