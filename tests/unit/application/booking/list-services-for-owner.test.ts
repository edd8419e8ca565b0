import { describe, expect, it } from 'vitest';
import { listServicesForOwner } from '#application/booking/list-services-for-owner.ts';
import { consultation, ownerWorld } from './owner-world.ts';

describe('listServicesForOwner', () => {
  it('lists every service by position, inactive ones too, with its upcoming confirmed bookings', async () => {
    const { deps, services, clock, addBooking } = ownerWorld();
    const first = await services.create(consultation);
    const second = await services.create({
      ...consultation,
      slug: 'coaching',
      name: 'Coaching',
      isActive: false,
    });
    const later = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
    addBooking({ serviceId: first.id, startsAt: later(24) });
    addBooking({ serviceId: first.id, startsAt: later(48) });
    addBooking({ serviceId: first.id, startsAt: later(72), status: 'cancelled' });
    addBooking({ serviceId: first.id, startsAt: later(-24) });

    const listed = await listServicesForOwner(deps);

    expect(
      listed.map(({ name, isActive, upcomingBookings }) => ({ name, isActive, upcomingBookings })),
    ).toEqual([
      { name: 'Consultation', isActive: true, upcomingBookings: 2 },
      { name: 'Coaching', isActive: false, upcomingBookings: 0 },
    ]);
    expect(listed[0]).toEqual({ id: first.id, ...consultation, translations: {}, upcomingBookings: 2 });
    expect(listed[1]?.id).toBe(second.id);
  });

  it('is empty without services', async () => {
    expect(await listServicesForOwner(ownerWorld().deps)).toEqual([]);
  });
});
