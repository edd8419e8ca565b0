import type { Role, User } from '#domain/accounts/user.ts';
import type { SiteLanguage } from '#domain/shared/language.ts';

/** A user before the repository gives it an id and a creation time; a real account unless an expiry is given. */
export type NewUser = Omit<User, 'id' | 'createdAt' | 'testUserExpiresAt'> & {
  testUserExpiresAt?: Date | null;
};

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
  /** The language of their e-mails; unchanged when absent. */
  language?: SiteLanguage | undefined;
}

export interface UserRepository {
  count(): Promise<number>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Creates the user and its token balance together; throws `emailTaken` when the e-mail is in use. */
  create(user: NewUser, initialTokens: number): Promise<User>;
  updateProfile(id: string, changes: ProfileChanges): Promise<User | null>;
  setRole(id: string, role: Role): Promise<void>;
  /** Stores a new password hash, or none (null): the account then signs in by magic link only. */
  setPasswordHash(id: string, passwordHash: string | null): Promise<void>;
  /** The language of their e-mails. */
  setLanguage(id: string, language: SiteLanguage): Promise<void>;
  /** Deletes the user only if it is a test user (never a real account); false when there was none. */
  deleteTestUser(id: string): Promise<boolean>;
  /** Deletes every test user whose expiry is at or before `now`, with their rows; how many went. */
  deleteExpiredTestUsers(now: Date): Promise<number>;
}

export interface TokenBalanceRepository {
  /** The balance, creating the row with `initial` tokens when it is missing. */
  balanceOf(userId: string, initial: number): Promise<number>;
}

/** Hashes and checks passwords (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** The signed-in sessions kept for users (express-session's, in the database). */
export interface SessionRepository {
  /**
   * Ends every session of the user: whoever was signed in as them, anywhere, is signed out; but for
   * `exceptSessionId` when given (the session asking, which stays signed in).
   */
  endAllFor(userId: string, exceptSessionId?: string): Promise<void>;
}

/** A sign-up waiting for its e-mailed link: no account exists until the link is opened. */
export interface PendingSignUp {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The language of the sign-up page; the account keeps it. */
  language?: string;
  /** When its link was sent. */
  sentAt: Date;
}

export interface PendingSignUpRepository {
  /**
   * Stores the sign-up waiting for the link whose hash is `tokenHash`, unless one for the same address
   * is still waiting (its link sent at or after `expiredBefore`): that one stays as it is, and false is
   * returned. An expired one is replaced.
   */
  saveUnlessWaiting(
    signUp: Omit<PendingSignUp, 'id'>,
    tokenHash: string,
    expiredBefore: Date,
  ): Promise<boolean>;
  findByTokenHash(tokenHash: string): Promise<PendingSignUp | null>;
  /** Removes it; false when it was already gone (the link was used a moment ago). */
  remove(id: string): Promise<boolean>;
  /** Removes every sign-up whose link was sent before `cutoff`; how many went. */
  removeSentBefore(cutoff: Date): Promise<number>;
}

/** Random single-use secrets for the links of e-mails, and their hashes (only hashes are stored). */
export interface LinkSecrets {
  /** SHA-256 of a token, hex. */
  hashToken(token: string): string;
}

/** The passwords leaked in breaches that attackers try first. */
export interface CommonPasswords {
  /** Whether `password` (compared without case) is one of them. */
  includes(password: string): Promise<boolean>;
}
