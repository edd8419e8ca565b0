import type { SignInLink } from '#domain/clients/sign-in-link.ts';

// ---- Magic-link sign-in ----

export interface SignInLinkRepository {
  create(link: {
    clientId: string;
    tokenHash: string;
    /** Null for a link without a code (a portal e-mail's): no typed code is ever compared with it. */
    codeHash: string | null;
    redirect: string | null;
    expiresAt: Date;
  }): Promise<SignInLink>;
  findByTokenHash(tokenHash: string): Promise<SignInLink | null>;
  /**
   * The client's newest link with a code (the one its code is typed for) with its hashes (a code's hash is bound to
   * its link's token hash), or null.
   */
  latestForClient(clientId: string): Promise<(SignInLink & { codeHash: string; tokenHash: string }) | null>;
  /**
   * Marks the link used if it is still unused, unexpired and not locked at `at`; true only for the one
   * caller that did (two clicks of one link sign in once).
   */
  consume(linkId: string, at: Date): Promise<boolean>;
  /**
   * Counts one code typed for the link before it is compared, if the link is unused and has counted
   * fewer than SIGN_IN_CODE_MAX_ATTEMPTS: true when this code may be compared. The count going up is
   * the check, so of many codes typed at once only that many are ever compared.
   */
  takeCodeTry(linkId: string): Promise<boolean>;
  /**
   * `consume` for a right code whose try `takeCodeTry` counted: gives that try back (it was no
   * failure) and marks the link used, if it is still unused and unexpired at `at`.
   */
  consumeWithCode(linkId: string, at: Date): Promise<boolean>;
}

/** Random single-use secrets for magic links, and their hashes (only hashes are stored). */
export interface SignInSecrets {
  /** 32 random bytes, url-safe. */
  newToken(): string;
  /** Six random digits. */
  newCode(): string;
  /** SHA-256 of a token, hex. */
  hashToken(token: string): string;
  /** SHA-256 of a code bound to its link's token hash (a code alone is only 6 digits), hex. */
  hashCode(tokenHash: string, code: string): string;
  /** Whether two hashes are equal, compared in constant time. */
  sameHash(a: string, b: string): boolean;
}
