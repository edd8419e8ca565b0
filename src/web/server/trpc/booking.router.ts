import { router } from './init.ts';

/**
 * Booking: visitors list services, see a month's free slots in their zone, book, and cancel or move a
 * booking with the single-use links of their e-mail (public procedures: no account needed); the owner
 * manages services, hours, date overrides and bookings (admin).
 */
export const bookingRouter = router({
  // ---- Visitors (public) ----
  // ---- The owner (admin) ----
});
