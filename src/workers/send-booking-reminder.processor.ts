import type { JobProcessors } from '#application/jobs/ports.ts';

// FOUNDATION: helper "booking-mail" builds this (its deps join ProcessorDeps as `PublishDeps` does).
export function processSendBookingReminder(): JobProcessors['send-booking-reminder'] {
  return async () => {
    throw new Error('not built yet');
  };
}
