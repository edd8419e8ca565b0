import { describe, expect, it } from 'vitest';
import { updateServiceSchema } from '#application/booking/admin-schemas.ts';
import { updateService } from '#application/booking/update-service.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { consultation, ownerWorld } from './owner-world.ts';

describe('updateService', () => {
  it('changes every field and keeps counting its upcoming bookings', async () => {
    const { deps, services, clock, addBooking } = ownerWorld();
    const service = await services.create(consultation);
    addBooking({ serviceId: service.id, startsAt: new Date(clock.now().getTime() + 86_400_000) });
    const changes = {
      ...consultation,
      name: 'Long consultation',
      slug: 'long-consultation',
      durationMinutes: 90,
      pricePence: 0,
      bufferBeforeMinutes: 10,
      minimumNoticeMinutes: 1440,
      horizonDays: 30,
    };

    const updated = await updateService(
      deps,
      updateServiceSchema.parse({ id: service.id, ...changes }),
      STAFF_ACTOR,
    );

    expect(updated).toEqual({ id: service.id, ...changes, translations: {}, upcomingBookings: 1 });
    expect(await services.findBySlug('consultation')).toBeNull();
    expect(deps.events.changes).toBe(1);
  });

  it('refuses an unknown service and a slug another service uses', async () => {
    const { deps, services } = ownerWorld();
    const service = await services.create(consultation);
    await services.create({ ...consultation, slug: 'coaching' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await errorOf(updateService(deps, { id: unknown, ...consultation }, STAFF_ACTOR))).code).toBe(
      'BOOKING.SERVICE_NOT_FOUND',
    );
    expect(
      (await errorOf(updateService(deps, { id: service.id, ...consultation, slug: 'coaching' }, STAFF_ACTOR)))
        .code,
    ).toBe('BOOKING.SLUG_TAKEN');
  });
});
