import { describe, expect, it } from 'vitest';
import { setServiceActive } from '#application/booking/set-service-active.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { consultation, ownerWorld } from './owner-world.ts';

describe('setServiceActive', () => {
  it('hides a deactivated service from visitors and keeps its bookings; activating offers it again', async () => {
    const { deps, services, bookings, clock, addBooking } = ownerWorld();
    const service = await services.create(consultation);
    const booking = addBooking({
      serviceId: service.id,
      startsAt: new Date(clock.now().getTime() + 86_400_000),
    });

    const off = await setServiceActive(deps, { id: service.id, isActive: false }, STAFF_ACTOR);
    expect(off).toMatchObject({
      isActive: false,
      upcomingBookings: 1,
      name: 'Consultation',
      slug: 'consultation',
    });
    expect(await services.listActive()).toEqual([]);
    expect((await bookings.findById(booking.id))?.status).toBe('confirmed');

    expect(await setServiceActive(deps, { id: service.id, isActive: true }, STAFF_ACTOR)).toMatchObject({
      isActive: true,
    });
    expect((await services.listActive()).map((active) => active.slug)).toEqual(['consultation']);
    // Cached booking pages are dropped each time, so visitors see the change at once.
    expect(deps.events.changes).toBe(2);
  });

  it('refuses an unknown service', async () => {
    const { deps } = ownerWorld();
    const error = await errorOf(
      setServiceActive(deps, { id: '00000000-0000-4000-8000-000000000000', isActive: false }, STAFF_ACTOR),
    );
    expect(deps.events.changes).toBe(0);
    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: 'not_found',
      message: 'This service is not available for booking.',
    });
  });
});
