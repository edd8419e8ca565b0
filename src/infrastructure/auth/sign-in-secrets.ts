import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SignInSecrets } from '#application/client-sign-in/ports.ts';
import { SIGN_IN_CODE_LENGTH } from '#domain/clients/sign-in-link.ts';

const TOKEN_BYTES = 32;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Magic-link secrets from the operating system's random source; only their SHA-256 is ever stored. */
export class NodeSignInSecrets implements SignInSecrets {
  newToken(): string {
    return randomBytes(TOKEN_BYTES).toString('base64url');
  }

  newCode(): string {
    return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  }

  hashToken(token: string): string {
    return sha256(token);
  }

  hashCode(tokenHash: string, code: string): string {
    return sha256(`${tokenHash}:${code}`);
  }

  sameHash(a: string, b: string): boolean {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
