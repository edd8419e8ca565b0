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
 * The words of a text as the search sees them: runs of letters and digits, lower-cased. The query's
 * words go to the database as prefixes (`to_tsquery('simple', 'word:*')`); the index reads the posts'
 * texts the same way (punctuation blanked, then PostgreSQL's 'simple' parser: `node.js`, `3.5` and
 * `e-mail` are two words each on both sides).
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{Nd}]+/gu) ?? [];
}

/**
 * The list's search rule (the database query implements the same through full-text indexes): every
 * word of the query begins a word of the post's title and excerpt taken together, or every word
 * begins a word of one of its tags; case-insensitive. An empty query matches everything, a query
 * without a letter or digit (`%`) nothing.
 */
export function matchesSearch(post: SearchablePost, query: string): boolean {
  const needle = normalizeSearch(query);
  if (!needle) return true;
  const wanted = searchWords(needle);
  if (wanted.length === 0) return false;
  const beginsWords = (text: string) => {
    const words = searchWords(text);
    return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
  };
  return beginsWords(`${post.title} ${post.excerpt ?? ''}`) || post.tags.some(beginsWords);
}

/** The tag filter needs the exact tag. */
export function matchesTag(post: SearchablePost, tag: string | undefined): boolean {
  return !tag || post.tags.includes(tag);
}
