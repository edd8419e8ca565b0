import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify, uniqueSlug } from '#domain/blog/slug.ts';

// Found by the XSS corpus (issue 28): a 300-character title (the longest allowed) made a slug longer
// than the column's 200 characters, and saving the post answered 500.
describe('a slug from the longest title', () => {
  const title = `${'Word '.repeat(59)}Last`;

  it('stays within 200 characters, its numbered variants too, and ends on a letter or digit', () => {
    expect(title.length).toBeLessThanOrEqual(300);
    const base = slugify(title);
    expect(isValidSlug(base)).toBe(true);
    expect(isValidSlug(uniqueSlug(base, new Set([base, `${base}-2`])))).toBe(true);
    expect(base.startsWith('word-word-')).toBe(true);
  });

  it('cuts by characters, never inside one written with two UTF-16 units', () => {
    const base = slugify('𐐨'.repeat(300));
    expect(isValidSlug(base)).toBe(true);
    expect(base).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });
});
