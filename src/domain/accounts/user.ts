export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Every account starts with this many tokens (spec: initial token balance 100). */
export const INITIAL_TOKEN_BALANCE = 100;

export interface User {
  id: string;
  email: string;
  /** Null for an account a client's first magic-link sign-in made, until its owner sets a password. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  createdAt: Date;
  /** Set only for a test user (see test-user.ts): when the sweep removes it. */
  testUserExpiresAt: Date | null;
}

/** E-mail addresses are compared without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Staff are the people who run the site: the owner (admin) and editors. */
export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'editor';
}
