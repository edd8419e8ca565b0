import { describe, expect, it } from 'vitest';
import { cancelBookingSchema } from '#application/booking/admin-schemas.ts';
import { cancelBookingByOwner } from '#application/booking/cancel-booking-by-owner.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { consultation, ownerWorld } from './owner-world.ts';

async function world() {
  const found = ownerWorld();
  const service = await found.services.create(consultation);
  const startsAt = new Date(found.clock.now().getTime() + 86_400_000);
  const booking = found.addBooking({ serviceId: service.id, startsAt });
  return { ...found, service, booking };
}

describe('cancelBookingByOwner', () => {
  it('cancels with the reason, by the owner; the row shows it and the visitor is e-mailed the reason', async () => {
    const { deps, booking, bookings, clock } = await world();

    const row = await cancelBookingByOwner(
      deps,
      cancelBookingSchema.parse({ id: booking.id, reason: ' Ill ' }),
      STAFF_ACTOR,
    );

    expect(row).toMatchObject({
      id: booking.id,
      serviceName: 'Consultation',
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: 'Ill',
      cancelledAt: clock.now().toISOString(),
    });
    expect((await bookings.findById(booking.id))?.status).toBe('cancelled');
    const mail = deps.queue.jobs.filter((job) => job.name === 'send-email').map((job) => job.payload);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'ada@example.com', subject: 'Booking cancelled: Consultation' });
    expect(JSON.stringify(mail[0])).toContain('Reason: Ill');
    expect(JSON.stringify(mail[0])).toContain('METHOD:CANCEL');
  });

  it('cancels without a reason', async () => {
    const { deps, booking } = await world();
    const row = await cancelBookingByOwner(
      deps,
      cancelBookingSchema.parse({ id: booking.id, reason: '' }),
      STAFF_ACTOR,
    );
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: null });
  });

  it('refuses an unknown booking, one cancelled already, and one that has started', async () => {
    const { deps, booking, bookings, service, clock, addBooking } = await world();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = await errorOf(cancelBookingByOwner(deps, { id: unknown, reason: null }, STAFF_ACTOR));
    expect({ kind: notFound.kind, message: notFound.message }).toEqual({
      kind: 'not_found',
      message: 'Booking not found',
    });

    await cancelBookingByOwner(deps, { id: booking.id, reason: null }, STAFF_ACTOR);
    const twice = await errorOf(cancelBookingByOwner(deps, { id: booking.id, reason: null }, STAFF_ACTOR));
    expect({ kind: twice.kind, message: twice.message }).toEqual({
      kind: 'conflict',
      message: 'This booking has already been cancelled.',
    });

    const started = addBooking({
      serviceId: service.id,
      startsAt: new Date(clock.now().getTime() - 60_000),
    });
    expect(
      (await errorOf(cancelBookingByOwner(deps, { id: started.id, reason: null }, STAFF_ACTOR))).message,
    ).toBe('This booking has already taken place.');
    expect((await bookings.findById(started.id))?.status).toBe('confirmed');
    // Only the one real cancellation told its visitor.
    expect(deps.queue.jobs.filter((job) => job.name === 'send-email')).toHaveLength(1);
  });

  it('keeps the cancellation when its e-mail cannot be queued, and logs why', async () => {
    const { deps, booking } = await world();
    deps.queue.unavailable = true;
    const row = await cancelBookingByOwner(deps, { id: booking.id, reason: null }, STAFF_ACTOR);
    expect(row.status).toBe('cancelled');
    expect(deps.log.messages).toEqual(['booking cancelled, but its e-mail was not queued']);
  });

  it('refuses a reason over 500 characters', () => {
    expect(
      cancelBookingSchema.safeParse({ id: '00000000-0000-4000-8000-000000000000', reason: 'x'.repeat(501) })
        .error?.issues[0]?.message,
    ).toBe('Reason must be at most 500 characters');
  });
});
