import { z } from 'zod';
import { MINUTES_PER_DAY, rangesProblem } from '#domain/booking/availability.ts';
import { BOOKING_LIMITS } from '#domain/booking/booking.ts';
import {
  RESERVED_SERVICE_SLUGS,
  SERVICE_LIMITS,
  SERVICE_TRANSLATION_LANGUAGES,
  type ServiceTranslationLanguage,
} from '#domain/booking/service.ts';
import { isIsoDate } from '#domain/booking/zoned-time.ts';

const L = SERVICE_LIMITS;

export const ADMIN_BOOKING_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.nameMax} characters`,
  slugInvalid: 'Use lower-case letters, digits and hyphens',
  slugReserved: 'This address is used by the booking pages',
  descriptionTooLong: `Description must be at most ${L.descriptionMax} characters`,
  duration: `Duration must be between ${L.durationMin} and ${L.durationMax} minutes`,
  buffer: `Buffers must be between 0 and ${L.bufferMax} minutes`,
  notice: 'Minimum notice must be between 0 and 30 days',
  horizon: `Bookings can be offered from ${L.horizonMinDays} to ${L.horizonMaxDays} days ahead`,
  price: 'Please enter a valid price',
  rangeEmpty: 'Each range must end after it starts',
  rangeOverlap: 'Ranges on the same day must not overlap',
  dateInvalid: 'Please enter a valid date',
  reasonTooLong: `Reason must be at most ${BOOKING_LIMITS.cancelReasonMax} characters`,
  translationNameRequired: 'Name is required when a description is given',
} as const;

const M = ADMIN_BOOKING_MESSAGES;

const minutes = (min: number, max: number, message: string) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message);

/** Create or edit a service; the price arrives in pence (the form converts pounds). */
export const serviceFormSchema = z.object({
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
  slug: z
    .string()
    .trim()
    .max(L.slugMax, M.slugInvalid)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slugInvalid)
    .refine((slug) => !(RESERVED_SERVICE_SLUGS as readonly string[]).includes(slug), M.slugReserved),
  description: z.string().trim().max(L.descriptionMax, M.descriptionTooLong).default(''),
  durationMinutes: minutes(L.durationMin, L.durationMax, M.duration),
  pricePence: minutes(0, L.pricePenceMax, M.price),
  bufferBeforeMinutes: minutes(0, L.bufferMax, M.buffer).default(0),
  bufferAfterMinutes: minutes(0, L.bufferMax, M.buffer).default(0),
  minimumNoticeMinutes: minutes(0, L.noticeMaxMinutes, M.notice).default(0),
  horizonDays: minutes(L.horizonMinDays, L.horizonMaxDays, M.horizon).default(60),
  isActive: z.boolean().default(true),
});
export type ServiceFormInput = z.infer<typeof serviceFormSchema>;

export const serviceIdSchema = z.object({ id: z.uuid() });
export const updateServiceSchema = serviceFormSchema.extend({ id: z.uuid() });
export const setServiceActiveSchema = z.object({ id: z.uuid(), isActive: z.boolean() });

/**
 * One language's name and description of a service. Both empty is no translation (the language shows
 * the English text); a description needs its name.
 */
const serviceTextSchema = z
  .object({
    name: z.string(M.nameRequired).trim().max(L.nameMax, M.nameTooLong).default(''),
    description: z.string().trim().max(L.descriptionMax, M.descriptionTooLong).default(''),
  })
  .superRefine((text, context) => {
    if (!text.name && text.description)
      context.addIssue({ code: 'custom', message: M.translationNameRequired, path: ['name'] });
  });

/** The owner's translations of a service, by language (`{ de: { name, description }, ... }`); all at once. */
export const serviceTranslationsSchema = z.object({
  id: z.uuid(),
  translations: z
    .object(
      Object.fromEntries(
        SERVICE_TRANSLATION_LANGUAGES.map((language) => [language, serviceTextSchema.optional()]),
      ) as Record<ServiceTranslationLanguage, z.ZodOptional<typeof serviceTextSchema>>,
    )
    .strict(),
});
export type ServiceTranslationsInput = z.input<typeof serviceTranslationsSchema>;

const minuteRangeSchema = z.object({
  startMinute: z.number().int().min(0).max(MINUTES_PER_DAY),
  endMinute: z.number().int().min(0).max(MINUTES_PER_DAY),
});

const dayRangesSchema = z
  .array(minuteRangeSchema)
  .max(8)
  .superRefine((ranges, context) => {
    const problem = rangesProblem(ranges);
    if (problem)
      context.addIssue({ code: 'custom', message: problem === 'overlap' ? M.rangeOverlap : M.rangeEmpty });
  });

/** The whole week at once: for each day (0 = Sunday … 6 = Saturday) its ranges. */
export const weeklyAvailabilitySchema = z.object({
  days: z.array(z.object({ dayOfWeek: z.number().int().min(0).max(6), ranges: dayRangesSchema })).max(7),
});

export const isoDateSchema = z.string().refine(isIsoDate, M.dateInvalid);

/** A date off (no ranges) or with its own hours. */
export const dateOverrideSchema = z.object({
  date: isoDateSchema,
  ranges: dayRangesSchema,
  note: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value : null)),
});

export const removeOverrideSchema = z.object({ date: isoDateSchema });

export const bookingsListSchema = z.object({
  when: z.enum(['upcoming', 'past']).catch('upcoming').default('upcoming'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export const cancelBookingSchema = z.object({
  id: z.uuid(),
  reason: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.cancelReasonMax, M.reasonTooLong)
    .optional()
    .transform((v) => v || null),
});
