/** No person types a NUL character and PostgreSQL's text cannot hold one: input with it is refused. */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a null character';

/**
 * Where the first NUL character is in `value` (a key or a string, at any depth), or undefined. Walked
 * with a stack of its own rather than by recursion, so no depth of input can overflow the call stack,
 * and each place's path is only built for the one found.
 */
export function pathOfNulCharacter(value: unknown): Array<string | number> | undefined {
  interface Place {
    value: unknown;
    key?: string | number;
    parent?: Place;
  }
  const pathTo = (place: Place): Array<string | number> => {
    const path: Array<string | number> = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Place[] = [{ value }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const { key, value: current } = place;
    if (typeof key === 'string' && key.includes('\u0000')) return pathTo(place);
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathTo(place);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      // Pushed last to first, so the first entry is looked at first, as a reader would.
      for (const [childKey, item] of entries.reverse())
        stack.push({ value: item, key: childKey, parent: place });
    }
  }
  return undefined;
}
