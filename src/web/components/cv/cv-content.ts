/** Readers for the CV's nested texts (read with `t.nested`), checked so a malformed file fails loudly. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readTextList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new Error(`Expected a list of CV texts, got ${JSON.stringify(value)}`);
  return value;
}

/** The entries of a keyed group (`items`, `groups`, `facts`), in file order, each with its key as `id`. */
export function readEntries<Field extends string>(
  value: unknown,
  fields: readonly Field[],
): ({ id: string } & Record<Field, string>)[] {
  if (!isRecord(value)) throw new Error('Expected a group of CV entries');
  return Object.entries(value).map(([id, entry]) => {
    if (!isRecord(entry)) throw new Error(`CV entry "${id}" is malformed`);
    const picked: Record<string, string> = {};
    for (const field of fields) {
      const text = entry[field];
      if (typeof text !== 'string') throw new Error(`CV entry "${id}" has no "${field}"`);
      picked[field] = text;
    }
    return { id, ...(picked as Record<Field, string>) };
  });
}
