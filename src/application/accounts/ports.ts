import type { User } from '#domain/accounts/user.ts';

/** A user before the repository gives it an id and a creation time. */
export type NewUser = Omit<User, 'id' | 'createdAt'>;

export interface UserRepository {
  count(): Promise<number>;
  findByEmail(email: string): Promise<User | null>;
  create(user: NewUser): Promise<User>;
}

/** Hashes and checks passwords (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
