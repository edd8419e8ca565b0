/**
 * The deepest any form or call of the site nests its JSON is 6 (a proposal's line items in a tRPC
 * batch); past this, a body is an attack on whatever walks it, whose cost grows with the depth.
 */
export const MAX_JSON_DEPTH = 32;

export const NESTED_TOO_DEEPLY = 'The request is nested too deeply';

/**
 * Whether JSON text (valid or not) opens more than `limit` arrays and objects inside one another: one
 * pass over the characters, strings skipped, before any parser or walker sees it.
 */
export function nestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      depth++;
      if (depth > limit) return true;
    } else if (character === ']' || character === '}') depth--;
  }
  return false;
}

/** For `jsonBody`'s `verify`: a body nested too deeply is refused before it is parsed (400, read by `unreadableJsonBody`). */
export function refuseDeepJson(_req: unknown, _res: unknown, body: string): void {
  if (nestedDeeperThan(body))
    throw Object.assign(new Error(NESTED_TOO_DEEPLY), { status: 400, expose: true, nestedTooDeeply: true });
}
