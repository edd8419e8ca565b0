import type { User } from './user.ts';

/** A test user (the system check's, `/api/test-user`'s) lives this long, then the sweep removes it. */
export const TEST_USER_LIFETIME_MS = 10 * 60 * 1000;

/** How often the background pass looks for test users whose time has passed. */
export const TEST_USER_SWEEP_EVERY_MS = 60 * 1000;

export function testUserExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TEST_USER_LIFETIME_MS);
}

/**
 * A throw-away account made for checking the site: it never signs in anywhere a person does
 * (password, magic link, sign-in code, a restored session), only in the system check.
 */
export function isTestUser(user: Pick<User, 'testUserExpiresAt'>): boolean {
  return user.testUserExpiresAt !== null;
}
