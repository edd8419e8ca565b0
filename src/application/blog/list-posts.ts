import type { Role } from '#domain/accounts/user.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { POSTS_PER_PAGE } from '#domain/blog/post.ts';
import { DEFAULT_POST_LANGUAGE, type PostLanguage } from '#domain/blog/translations.ts';
import type { PostRepository } from './ports.ts';
import { toPostCard } from './post-dto.ts';
import type { ListPostsQuery, PostListDto } from './schemas.ts';

/**
 * One page of the blog list in the reader's language, filtered and sorted by the database. Visitors
 * only ever receive published posts; staff also see drafts and the blog's counts.
 */
export async function listPosts(
  deps: { posts: PostRepository },
  role: Role | null,
  query: ListPostsQuery,
  language: PostLanguage = DEFAULT_POST_LANGUAGE,
): Promise<PostListDto> {
  const includeDrafts = role !== null && isStaff(role);
  const filter = { language, includeDrafts, search: query.q, tag: query.tag, sort: query.sort };
  const first = await deps.posts.list({
    ...filter,
    offset: (query.page - 1) * POSTS_PER_PAGE,
    limit: POSTS_PER_PAGE,
  });
  const pageCount = Math.max(1, Math.ceil(first.total / POSTS_PER_PAGE));
  // A page past the end (an old link after posts were removed) shows the last page instead of nothing.
  const page = Math.min(query.page, pageCount);
  const { posts, total, tags } =
    page === query.page
      ? first
      : await deps.posts.list({ ...filter, offset: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE });
  const counts = includeDrafts ? await deps.posts.counts() : null;
  return {
    posts: posts.map(toPostCard),
    total,
    page,
    pageCount,
    tags,
    counts: counts && { ...counts, total: counts.published + counts.drafts },
    query: { ...query, page },
  };
}
