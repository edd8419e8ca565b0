export interface SearchablePost {
  title: string;
  excerpt: string | null;
  tags: readonly string[];
}

/** The query as searched: trimmed, inner whitespace collapsed, at most 100 characters. */
export function normalizeSearch(query: string | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * The list's search rule (the database query implements the same): a case-insensitive substring of the
 * title, the excerpt or any tag. An empty query matches everything.
 */
export function matchesSearch(post: SearchablePost, query: string): boolean {
  const needle = normalizeSearch(query).toLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt ?? '', ...post.tags].some((field) => field.toLowerCase().includes(needle));
}

/** The tag filter needs the exact tag. */
export function matchesTag(post: SearchablePost, tag: string | undefined): boolean {
  return !tag || post.tags.includes(tag);
}
