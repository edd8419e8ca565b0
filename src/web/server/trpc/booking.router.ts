import {
  bookingsListSchema,
  cancelBookingSchema,
  dateOverrideSchema,
  removeOverrideSchema,
  serviceFormSchema,
  serviceTranslationsSchema,
  setServiceActiveSchema,
  updateServiceSchema,
  weeklyAvailabilitySchema,
} from '#application/booking/admin-schemas.ts';
import { bookSession } from '#application/booking/book-session.ts';
import { cancelBookingByOwner } from '#application/booking/cancel-booking-by-owner.ts';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { createService } from '#application/booking/create-service.ts';
import { getAvailability } from '#application/booking/get-availability.ts';
import { getLinkedBooking } from '#application/booking/get-linked-booking.ts';
import { getMonthSlots } from '#application/booking/get-month-slots.ts';
import { getRescheduleSlots } from '#application/booking/get-reschedule-slots.ts';
import { getService } from '#application/booking/get-service.ts';
import { listBookingsForOwner } from '#application/booking/list-bookings-for-owner.ts';
import { listServices } from '#application/booking/list-services.ts';
import { listServicesForOwner } from '#application/booking/list-services-for-owner.ts';
import { removeDateOverride } from '#application/booking/remove-date-override.ts';
import { rescheduleByLink } from '#application/booking/reschedule-by-link.ts';
import { saveServiceTranslations } from '#application/booking/save-service-translations.ts';
import { saveWeeklyAvailability } from '#application/booking/save-weekly-availability.ts';
import {
  bookSessionSchema,
  cancelByLinkSchema,
  linkedBookingSchema,
  monthSlotsSchema,
  rescheduleByLinkSchema,
  rescheduleSlotsSchema,
  serviceRefSchema,
} from '#application/booking/schemas.ts';
import { setDateOverride } from '#application/booking/set-date-override.ts';
import { setServiceActive } from '#application/booking/set-service-active.ts';
import { updateService } from '#application/booking/update-service.ts';
import { router } from './init.ts';
import { adminProcedure, publicProcedure } from './procedures.ts';

/**
 * Booking: visitors list services, see a month's free slots in their zone, book, and cancel or move a
 * booking with the single-use links of their e-mail (public procedures: no account needed); the owner
 * manages services, hours, date overrides and bookings (admin).
 */
export const bookingRouter = router({
  // ---- Visitors (public) ----
  services: publicProcedure.query(({ ctx }) => listServices(ctx.services.booking, ctx.request.language)),
  service: publicProcedure
    .input(serviceRefSchema)
    .query(({ ctx, input }) => getService(ctx.services.booking, input, ctx.request.language)),
  monthSlots: publicProcedure
    .input(monthSlotsSchema)
    .query(({ ctx, input }) => getMonthSlots(ctx.services.booking, input, ctx.request.language)),
  book: publicProcedure.input(bookSessionSchema).mutation(({ ctx, input }) =>
    bookSession(ctx.services.booking, input, {
      ip: ctx.request.ip,
      language: ctx.request.language,
      userId: ctx.viewer?.id ?? null,
    }),
  ),
  linkedBooking: publicProcedure
    .input(linkedBookingSchema)
    .query(({ ctx, input }) => getLinkedBooking(ctx.services.booking, input, ctx.request.language)),
  cancelByLink: publicProcedure
    .input(cancelByLinkSchema)
    .mutation(({ ctx, input }) => cancelByLink(ctx.services.booking, input, ctx.request.language)),
  rescheduleSlots: publicProcedure
    .input(rescheduleSlotsSchema)
    .query(({ ctx, input }) => getRescheduleSlots(ctx.services.booking, input, ctx.request.language)),
  rescheduleByLink: publicProcedure
    .input(rescheduleByLinkSchema)
    .mutation(({ ctx, input }) => rescheduleByLink(ctx.services.booking, input, ctx.request.language)),
  // ---- The owner (admin) ----
  adminServices: adminProcedure.query(({ ctx }) => listServicesForOwner(ctx.services.booking)),
  createService: adminProcedure
    .input(serviceFormSchema)
    .mutation(({ ctx, input }) => createService(ctx.services.booking, input, ctx.actor)),
  updateService: adminProcedure
    .input(updateServiceSchema)
    .mutation(({ ctx, input }) => updateService(ctx.services.booking, input, ctx.actor)),
  saveServiceTranslations: adminProcedure
    .input(serviceTranslationsSchema)
    .mutation(({ ctx, input }) => saveServiceTranslations(ctx.services.booking, input, ctx.actor)),
  setServiceActive: adminProcedure
    .input(setServiceActiveSchema)
    .mutation(({ ctx, input }) => setServiceActive(ctx.services.booking, input, ctx.actor)),
  availability: adminProcedure.query(({ ctx }) => getAvailability(ctx.services.booking)),
  saveWeekly: adminProcedure
    .input(weeklyAvailabilitySchema)
    .mutation(({ ctx, input }) => saveWeeklyAvailability(ctx.services.booking, input, ctx.actor)),
  setOverride: adminProcedure
    .input(dateOverrideSchema)
    .mutation(({ ctx, input }) => setDateOverride(ctx.services.booking, input, ctx.actor)),
  removeOverride: adminProcedure
    .input(removeOverrideSchema)
    .mutation(({ ctx, input }) => removeDateOverride(ctx.services.booking, input, ctx.actor)),
  bookings: adminProcedure
    .input(bookingsListSchema.prefault({}))
    .query(({ ctx, input }) => listBookingsForOwner(ctx.services.booking, input)),
  cancelBooking: adminProcedure
    .input(cancelBookingSchema)
    .mutation(({ ctx, input }) => cancelBookingByOwner(ctx.services.booking, input, ctx.actor)),
});
