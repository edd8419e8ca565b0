import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '#domain/accounts/password-strength.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '#domain/shared/language.ts';

/** Shared by the browser forms (for comfort) and the server (which decides); messages are the spec's. */
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address')
  .max(320, 'Invalid email address');

const requiredName = (message: string) => z.string().trim().min(1, message).max(100);

const phone = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(40, 'Invalid phone number')
  .regex(/^[\d\s()+-]+$/, 'Invalid phone number');

/**
 * A password being set (sign-up, /account, `npm run user`): the length here, shared with the browser;
 * the server also refuses common passwords (`refuseCommonPassword` in password-rule.ts).
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(1024, 'Password is at most 1024 characters');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email,
  password: newPasswordSchema,
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  phone,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** What a sign-up answers, the same whether the address is new or has an account: see your e-mail. */
export interface SignUpRequestedDto {
  status: 'check-email';
}

export const updateProfileSchema = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  phone,
  /** The language of the e-mails the site sends them (and, for a client, of the portal's e-mails). */
  language: z.enum(SITE_LANGUAGES, 'Choose a language').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * Setting a password (an account without one: a client's, made by their first magic link) or changing
 * it (the current one is then required).
 */
export const setPasswordSchema = z.object({
  currentPassword: z.string().max(1024).optional(),
  newPassword: newPasswordSchema,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** What the browser and pages see of an account: never the password hash. */
export interface AccountDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** The language of their e-mails. */
  language: SiteLanguage;
  role: 'user' | 'editor' | 'admin';
  tokenBalance: number;
  /** Whether the account can sign in with a password (a client's may have none yet). */
  hasPassword: boolean;
}

/** Who is making a request, as every page and procedure sees them (loaded from the session each request). */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  role: 'user' | 'editor' | 'admin';
}

const optionalName = z.string().trim().max(100, 'Names are at most 100 characters').optional();

/** `POST /api/test-user`'s body: names are optional (a test user is called 'Test User' otherwise). */
export const createTestUserSchema = z.object(
  {
    email,
    password: z
      .string({ error: 'Password is required' })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(1024, 'Password is at most 1024 characters'),
    firstName: optionalName,
    lastName: optionalName,
  },
  { error: 'Send a JSON object with email and password' },
);
export type CreateTestUserInput = z.infer<typeof createTestUserSchema>;

/** `DELETE /api/test-user`'s body. */
export const removeTestUserSchema = z.object({ email }, { error: 'Send a JSON object with email' });
export type RemoveTestUserInput = z.infer<typeof removeTestUserSchema>;

/** A test user as `/api/test-user` answers it. */
export interface TestUserDto {
  id: string;
  email: string;
  expiresAt: string;
}
