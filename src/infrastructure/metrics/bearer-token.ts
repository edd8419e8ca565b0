import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Whether an `Authorization` header carries this bearer token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const given = BEARER.exec(authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
