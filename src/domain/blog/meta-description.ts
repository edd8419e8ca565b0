export const META_DESCRIPTION_LENGTH = 160;

/** Whitespace collapsed, then cut to 160 characters: the first 157 and "..." when longer. */
export function truncateDescription(text: string, length = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 3).trimEnd()}...`;
}

/** A post's meta description: its excerpt, else its content as plain text (markdown stripped). */
export function metaDescription(excerpt: string | null, plainContent: string): string {
  const source = excerpt?.trim() ? excerpt : plainContent;
  return truncateDescription(source);
}
