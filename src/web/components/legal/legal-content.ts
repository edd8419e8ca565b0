/**
 * A legal page's sections as the translation files hold them (read with `t.nested`): a block is a
 * paragraph (a string), a bulleted list (an array of strings) or a table ({ caption, head, rows }).
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface LegalSection {
  /** The key in the texts, also the heading's id (the same in every language). */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function toBlock(value: unknown): LegalBlock {
  if (typeof value === 'string') return { kind: 'paragraph', text: value };
  if (isStringArray(value)) return { kind: 'list', items: value };
  if (
    isRecord(value) &&
    typeof value.caption === 'string' &&
    isStringArray(value.head) &&
    Array.isArray(value.rows) &&
    value.rows.every(isStringArray)
  )
    return { kind: 'table', caption: value.caption, head: value.head, rows: value.rows };
  throw new Error(`Unreadable legal text block: ${JSON.stringify(value)}`);
}

/** The sections in the order the texts list them; a malformed file fails loudly rather than rendering half. */
export function readSections(value: unknown): LegalSection[] {
  if (!isRecord(value)) throw new Error('Legal page sections are missing');
  return Object.entries(value).map(([id, section]) => {
    if (!isRecord(section) || typeof section.heading !== 'string' || !Array.isArray(section.blocks))
      throw new Error(`Legal page section "${id}" is malformed`);
    return { id, heading: section.heading, blocks: section.blocks.map(toBlock) };
  });
}
