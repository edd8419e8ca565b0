import { bookSession } from '#application/booking/book-session.ts';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { getLinkedBooking } from '#application/booking/get-linked-booking.ts';
import { getMonthSlots } from '#application/booking/get-month-slots.ts';
import { getRescheduleSlots } from '#application/booking/get-reschedule-slots.ts';
import { getService } from '#application/booking/get-service.ts';
import { listServices } from '#application/booking/list-services.ts';
import { rescheduleByLink } from '#application/booking/reschedule-by-link.ts';
import {
  bookSessionSchema,
  cancelByLinkSchema,
  linkedBookingSchema,
  monthSlotsSchema,
  rescheduleByLinkSchema,
  rescheduleSlotsSchema,
  serviceRefSchema,
} from '#application/booking/schemas.ts';
import { router } from './init.ts';
import { publicProcedure } from './procedures.ts';

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
});
