import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '#application/accounts/ports.ts';

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash can never match; treat it as a wrong password, not a crash.
      return false;
    }
  }
}
