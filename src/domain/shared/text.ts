/** No person types a NUL character and PostgreSQL's text cannot hold one: input with it is refused. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a null character';

/** Where the first NUL character is in `value` (a key or a string, at any depth), or undefined. */
export function pathOfNulCharacter(
  value: unknown,
  path: Array<string | number> = [],
): Array<string | number> | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : pathOfNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
