/** A slug base's length, leaving room for a numbered variant's suffix within the 200 a slug may have. */
const SLUG_BASE_MAX = 190;

/**
 * A post's address from its title: lowercase, every run of characters that are not letters or digits
 * becomes one hyphen, no hyphen at either end. Accents are dropped first ("Café" → "cafe"). A long
 * title's slug is cut to its first 190 characters (never inside a character).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_BASE_MAX) return slug;
  let cut = '';
  for (const character of slug) {
    if (cut.length + character.length > SLUG_BASE_MAX) break;
    cut += character;
  }
  return cut.replace(/-+$/, '');
}

/** A slug no other post has: the base itself, else the base with the first free suffix -2, -3, ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'post';
  if (!taken.has(root)) return root;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${root}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const SLUG_PATTERN = /^[\p{Letter}\p{Number}]+(?:-[\p{Letter}\p{Number}]+)*$/u;

export function isValidSlug(slug: string): boolean {
  return slug.length <= 200 && SLUG_PATTERN.test(slug);
}
