import { z } from 'zod';
import { BLOG_SOURCE, SOURCE_PATTERN } from '#domain/newsletter/subscription.ts';
import { deliverable } from '../mail/schemas.ts';

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * The spec's rule: not empty and containing an at sign; stored trimmed and lowercased. An address the
 * confirmation e-mail cannot be written to is refused the same way, before anything is stored.
 */
export const subscribeSchema = z.object({
  email: z
    .string(INVALID_EMAIL)
    .trim()
    .min(1, INVALID_EMAIL)
    .max(320, INVALID_EMAIL)
    .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value) && deliverable(value), INVALID_EMAIL)
    .transform((value) => value.toLowerCase()),
  name: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || null),
  source: z.string().regex(SOURCE_PATTERN, 'Unknown sign-up source').default(BLOG_SOURCE),
  /** The page the form was on, kept in the subscriber's metadata. */
  subscribedFromUrl: z.string().max(2000).optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeRequest = z.output<typeof subscribeSchema>;

export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(300) });

export interface SubscribeResultDto {
  /** Always pending: the address counts once its confirmation link is used. */
  status: 'pending';
}

export interface SubscriptionDto {
  /** The address with most of its local part hidden, for the confirmation and unsubscribe pages. */
  maskedEmail: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}
