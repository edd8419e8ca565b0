import { z } from 'zod';
import { isTimeZone } from '#domain/booking/zoned-time.ts';
import { INQUIRY_LIMITS } from '#domain/clients/inquiry.ts';
import { BUDGET_RANGES, PROJECT_TYPES, TIMELINE_PREFERENCES } from '#domain/clients/project.ts';
import { CLAIM_DECISIONS } from '#domain/clients/project-claim.ts';

/** The client a client procedure acts for: always the signed-in user's own record. */
export interface SessionClient {
  id: string;
  name: string;
  email: string;
  /** The language the client is written to in (English when not known). */
  language?: string;
  /** The zone the client reads times in (the owner's, London, when not known). */
  timeZone?: string;
}

/** Spec section 5, word for word. */
export const INQUIRY_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  projectNameRequired: 'Project name is required',
  projectTypesRequired: 'Please select at least one project type',
  consentRequired: 'You must agree to be contacted',
} as const;

const M = INQUIRY_MESSAGES;

/** Spec: "must match an email pattern"; the same basic pattern as the sign-in forms. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string(M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .max(INQUIRY_LIMITS.emailMax, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);

/** An optional text: trimmed, and empty reads as absent. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

/** An optional choice: one of the options, or empty (not chosen). */
const optionalChoice = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .union([z.enum(options), z.literal('')])
    .optional()
    .transform((value) => (value ? value : null));

/** One schema for the browser's checks and the server's: the same rules and the same messages. */
export const inquirySchema = z.object({
  name: z
    .string(M.nameRequired)
    .trim()
    .min(1, M.nameRequired)
    .max(INQUIRY_LIMITS.nameMax, `Name must be at most ${INQUIRY_LIMITS.nameMax} characters`),
  email,
  phone: optionalText(INQUIRY_LIMITS.phoneMax, `Phone must be at most ${INQUIRY_LIMITS.phoneMax} characters`),
  company: optionalText(
    INQUIRY_LIMITS.companyMax,
    `Company must be at most ${INQUIRY_LIMITS.companyMax} characters`,
  ),
  projectName: z
    .string(M.projectNameRequired)
    .trim()
    .min(1, M.projectNameRequired)
    .max(
      INQUIRY_LIMITS.projectNameMax,
      `Project name must be at most ${INQUIRY_LIMITS.projectNameMax} characters`,
    ),
  projectTypes: z
    .array(z.enum(PROJECT_TYPES), M.projectTypesRequired)
    .min(1, M.projectTypesRequired)
    .transform((types) => [...new Set(types)]),
  description: z
    .string()
    .trim()
    .max(
      INQUIRY_LIMITS.descriptionMax,
      `Description must be at most ${INQUIRY_LIMITS.descriptionMax} characters`,
    )
    .optional()
    .transform((value) => value ?? ''),
  budgetRange: optionalChoice(BUDGET_RANGES),
  timelinePreference: optionalChoice(TIMELINE_PREFERENCES),
  consent: z.literal(true, M.consentRequired),
  /** The honeypot: hidden from people, so only bots fill it in. */
  website: z.string().optional(),
  /**
   * The browser's IANA zone, which the page's script sends: a new client reads times in it. One the
   * site does not know is dropped (London then), never the visitor's error.
   */
  timeZone: z
    .string()
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined)),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryRequest = z.output<typeof inquirySchema>;

/** What the browser needs after an inquiry: where to send its reference images. */
export interface InquiryResultDto {
  received: true;
  /** Null when the inquiry was dropped as a bot's (same answer otherwise). */
  projectId: string | null;
  /** Signed permission to upload this project's reference images for the next hour. */
  uploadPermit: string | null;
}

// ---- Unverified projects: the e-mailed link's page ----

/** Any text: a wrong or forged token simply reads as an invalid link. */
export const projectClaimTokenSchema = z.object({ token: z.string().max(300) });
export type ProjectClaimTokenRequest = z.infer<typeof projectClaimTokenSchema>;

export const projectClaimSchema = projectClaimTokenSchema.extend({ decision: z.enum(CLAIM_DECISIONS) });
export type ProjectClaimRequest = z.infer<typeof projectClaimSchema>;

/** What the link's page shows: the project's name while it waits, or that it was confirmed. */
export interface ProjectClaimDto {
  state: 'unverified' | 'confirmed' | 'invalid';
  projectName: string | null;
}
