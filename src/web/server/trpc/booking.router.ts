import {
  bookingsListSchema,
  cancelBookingSchema,
  dateOverrideSchema,
  removeOverrideSchema,
  serviceFormSchema,
  setServiceActiveSchema,
  updateServiceSchema,
  weeklyAvailabilitySchema,
} from '#application/booking/admin-schemas.ts';
import { cancelBookingByOwner } from '#application/booking/cancel-booking-by-owner.ts';
import { createService } from '#application/booking/create-service.ts';
import { getAvailability } from '#application/booking/get-availability.ts';
import { listBookingsForOwner } from '#application/booking/list-bookings-for-owner.ts';
import { listServicesForOwner } from '#application/booking/list-services-for-owner.ts';
import { removeDateOverride } from '#application/booking/remove-date-override.ts';
import { saveWeeklyAvailability } from '#application/booking/save-weekly-availability.ts';
import { setDateOverride } from '#application/booking/set-date-override.ts';
import { setServiceActive } from '#application/booking/set-service-active.ts';
import { updateService } from '#application/booking/update-service.ts';
import { router } from './init.ts';
import { adminProcedure } from './procedures.ts';

/**
 * Booking: visitors list services, see a month's free slots in their zone, book, and cancel or move a
 * booking with the single-use links of their e-mail (public procedures: no account needed); the owner
 * manages services, hours, date overrides and bookings (admin).
 */
export const bookingRouter = router({
  // ---- Visitors (public) ----
  // ---- The owner (admin) ----
  adminServices: adminProcedure.query(({ ctx }) => listServicesForOwner(ctx.services.booking)),
  createService: adminProcedure
    .input(serviceFormSchema)
    .mutation(({ ctx, input }) => createService(ctx.services.booking, input)),
  updateService: adminProcedure
    .input(updateServiceSchema)
    .mutation(({ ctx, input }) => updateService(ctx.services.booking, input)),
  setServiceActive: adminProcedure
    .input(setServiceActiveSchema)
    .mutation(({ ctx, input }) => setServiceActive(ctx.services.booking, input)),
  availability: adminProcedure.query(({ ctx }) => getAvailability(ctx.services.booking)),
  saveWeekly: adminProcedure
    .input(weeklyAvailabilitySchema)
    .mutation(({ ctx, input }) => saveWeeklyAvailability(ctx.services.booking, input)),
  setOverride: adminProcedure
    .input(dateOverrideSchema)
    .mutation(({ ctx, input }) => setDateOverride(ctx.services.booking, input)),
  removeOverride: adminProcedure
    .input(removeOverrideSchema)
    .mutation(({ ctx, input }) => removeDateOverride(ctx.services.booking, input)),
  bookings: adminProcedure
    .input(bookingsListSchema.prefault({}))
    .query(({ ctx, input }) => listBookingsForOwner(ctx.services.booking, input)),
  cancelBooking: adminProcedure
    .input(cancelBookingSchema)
    .mutation(({ ctx, input }) => cancelBookingByOwner(ctx.services.booking, input)),
});
