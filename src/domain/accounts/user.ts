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
  /** The language the site writes to them in (English when not set). */
  language?: string;
  role: Role;
  createdAt: Date;
  /** Set only for a test user (see test-user.ts): when the sweep removes it. */
  testUserExpiresAt: Date | null;
}

/** E-mail addresses are compared without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The name an admin account gets when none was given (`OWNER_NAME` unset, `npm run user`): a role,
 * not a person's name, so the site never greets anyone with it.
 */
export const PLACEHOLDER_ADMIN_NAME = { firstName: 'Site', lastName: 'Owner' } as const;

/** `OWNER_NAME` ('Ada Lovelace') as the account's first and last name; the placeholder when blank. */
export function ownerName(fullName: string | undefined): { firstName: string; lastName: string } {
  const [firstName, ...rest] = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return firstName ? { firstName, lastName: rest.join(' ') } : { ...PLACEHOLDER_ADMIN_NAME };
}

/** How the site greets a signed-in person: their first name, or their e-mail while the name is the placeholder. */
export function greetingName(user: { firstName: string; email: string }): string {
  const name = user.firstName.trim();
  return name && name !== PLACEHOLDER_ADMIN_NAME.firstName ? name : user.email;
}

/** Staff are the people who run the site: the owner (admin) and editors. */
export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'editor';
}
