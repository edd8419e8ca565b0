import { z } from 'zod';
import { BOOKING_LIMITS } from '#domain/booking/booking.ts';
import { isTimeZone } from '#domain/booking/zoned-time.ts';

/** The spec shows no booking screen: these read like the site's other forms. */
export const BOOKING_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${BOOKING_LIMITS.nameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  notesTooLong: `Notes must be at most ${BOOKING_LIMITS.notesMax} characters`,
  slotRequired: 'Please choose a time',
  timeZoneInvalid: 'Unknown time zone',
  monthInvalid: 'Unknown month',
  tokenInvalid: 'This link is not valid',
} as const;

const M = BOOKING_MESSAGES;

export const timeZoneSchema = z.string().trim().refine(isTimeZone, M.timeZoneInvalid);

/** A service by its address (`/booking/{slug}`, `?service={slug}`) or id. */
export const serviceRefSchema = z.object({ service: z.string().trim().min(1).max(100) });

/** The free slots of a service in one month of the visitor's calendar, in their zone. */
export const monthSlotsSchema = z.object({
  service: z.string().trim().min(1).max(100),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
  timeZone: timeZoneSchema,
});
export type MonthSlotsInput = z.infer<typeof monthSlotsSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/** The booking form: the chosen slot and the visitor's details. */
export const bookSessionSchema = z.object({
  service: z.string().trim().min(1).max(100),
  startsAt: z.iso.datetime({ offset: true, message: M.slotRequired }).transform((value) => new Date(value)),
  timeZone: timeZoneSchema,
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(BOOKING_LIMITS.nameMax, M.nameTooLong),
  email: z
    .string(M.emailRequired)
    .trim()
    .min(1, M.emailRequired)
    .max(BOOKING_LIMITS.emailMax, M.emailInvalid)
    .pipe(z.email(M.emailInvalid)),
  phone: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.phoneMax, M.phoneInvalid)
    .regex(/^$|^\+?[0-9 ()./-]{6,}$/, M.phoneInvalid)
    .optional()
    .transform((value) => (value ? value : null)),
  notes: optionalText(BOOKING_LIMITS.notesMax, M.notesTooLong),
});
export type BookSessionInput = z.infer<typeof bookSessionSchema>;

/** A cancel or reschedule link's token, as the e-mail carries it. */
export const bookingTokenSchema = z.object({
  token: z.string().trim().min(16, M.tokenInvalid).max(200, M.tokenInvalid),
});

/** The booking a link belongs to, for the cancel and reschedule pages. */
export const linkedBookingSchema = bookingTokenSchema.extend({ kind: z.enum(['cancel', 'reschedule']) });

export const cancelByLinkSchema = bookingTokenSchema.extend({
  reason: optionalText(
    BOOKING_LIMITS.cancelReasonMax,
    `Reason must be at most ${BOOKING_LIMITS.cancelReasonMax} characters`,
  ),
});

export const rescheduleByLinkSchema = bookingTokenSchema.extend({
  startsAt: z.iso.datetime({ offset: true, message: M.slotRequired }).transform((value) => new Date(value)),
  timeZone: timeZoneSchema,
});

/** The slots a reschedule link may move its booking to (the booking's own time counts as free). */
export const rescheduleSlotsSchema = bookingTokenSchema.extend({
  month: monthSlotsSchema.shape.month,
  timeZone: timeZoneSchema,
});
