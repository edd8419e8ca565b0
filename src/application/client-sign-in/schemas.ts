import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '#domain/clients/sign-in-link.ts';

// Client sign-in (spec section 5, client login): the magic link, its code, and the password form.

/** The same basic pattern as the inquiry form's (kept here so the sign-in form loads only its own rules). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const loginEmail = z
  .string('Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address');

export const magicLinkRequestSchema = z.object({
  email: loginEmail,
  /** A path on this site to land on after signing in; anything else is ignored. */
  redirect: z.string().max(500).optional(),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

export const clientPasswordSignInSchema = z.object({
  email: loginEmail,
  password: z.string('Password is required').min(1, 'Password is required').max(1024),
});

export const signInCodeSchema = z.object({
  email: loginEmail,
  code: z
    .string('Enter the 6-digit code from the e-mail')
    .trim()
    .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), 'Enter the 6-digit code from the e-mail'),
});
export type SignInCodeRequest = z.infer<typeof signInCodeSchema>;

export const signInTokenSchema = z.object({ token: z.string().min(20).max(200) });

/** Whether a magic link's page can offer its "Sign in" button (any text: a wrong one is simply unusable). */
export const signInLinkCheckSchema = z.object({ token: z.string().max(200) });
