import { describe, expect, it } from 'vitest';
import { bookingsListSchema } from '#application/booking/admin-schemas.ts';
import { listBookingsForOwner } from '#application/booking/list-bookings-for-owner.ts';
import { consultation, ownerWorld } from './owner-world.ts';

describe('listBookingsForOwner', () => {
  it('lists upcoming bookings soonest first and past ones latest first, cancelled ones included', async () => {
    const { deps, services, clock, addBooking } = ownerWorld();
    const service = await services.create(consultation);
    const at = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
    addBooking({ serviceId: service.id, startsAt: at(48), name: 'Later' });
    addBooking({
      serviceId: service.id,
      startsAt: at(24),
      name: 'Sooner',
      phone: '+44 20 7946 0000',
      notes: 'About solar panels',
      status: 'cancelled',
      cancelledAt: at(-1),
      cancelledBy: 'owner',
      cancelReason: 'Ill',
    });
    addBooking({ serviceId: service.id, startsAt: at(-48), name: 'Long ago' });
    addBooking({ serviceId: service.id, startsAt: at(-24), name: 'Yesterday' });

    const upcoming = await listBookingsForOwner(deps, bookingsListSchema.parse({}));
    expect(upcoming).toMatchObject({ when: 'upcoming', total: 2, page: 1, pageSize: 25, pageCount: 1 });
    expect(upcoming.rows.map((row) => row.name)).toEqual(['Sooner', 'Later']);
    expect(upcoming.rows[0]).toEqual({
      id: expect.any(String),
      serviceName: 'Consultation',
      startsAt: at(24).toISOString(),
      endsAt: at(25).toISOString(),
      name: 'Sooner',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      notes: 'About solar panels',
      timeZone: 'Europe/London',
      status: 'cancelled',
      cancelledAt: at(-1).toISOString(),
      cancelledBy: 'owner',
      cancelReason: 'Ill',
    });

    const past = await listBookingsForOwner(deps, bookingsListSchema.parse({ when: 'past' }));
    expect(past.rows.map((row) => row.name)).toEqual(['Yesterday', 'Long ago']);
  });

  it('pages by 25, and reads an unreadable page or tab from the URL as the default', async () => {
    const { deps, services, clock, addBooking } = ownerWorld();
    const service = await services.create(consultation);
    for (let n = 1; n <= 30; n += 1)
      addBooking({ serviceId: service.id, startsAt: new Date(clock.now().getTime() + n * 3_600_000) });

    const second = await listBookingsForOwner(deps, bookingsListSchema.parse({ page: '2' }));
    expect({ rows: second.rows.length, total: second.total, pageCount: second.pageCount }).toEqual({
      rows: 5,
      total: 30,
      pageCount: 2,
    });
    expect(bookingsListSchema.parse({ page: 'x', when: 'soon' })).toEqual({ page: 1, when: 'upcoming' });
    expect((await listBookingsForOwner(deps, { when: 'past', page: 1 })).pageCount).toBe(1);
  });
});
