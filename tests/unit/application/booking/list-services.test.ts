import { describe, expect, it } from 'vitest';
import { listServices } from '#application/booking/list-services.ts';
import { serviceFields } from '#fixtures/fakes/in-memory-booking.ts';
import { visitorSetup } from './visitor-setup.ts';

describe('listServices', () => {
  it('lists the active services by position in the visitor language, English where untranslated', async () => {
    const { deps } = await visitorSetup();
    await deps.services.create(serviceFields({ slug: 'hidden', name: 'Hidden', isActive: false }));
    await deps.services.create(serviceFields({ slug: 'coaching', name: 'Coaching', pricePence: 4500 }));

    const german = await listServices(deps, 'de');
    expect(german.map((service) => [service.slug, service.name])).toEqual([
      ['technical-consultation', 'Technische Beratung'],
      ['coaching', 'Coaching'],
    ]);
    expect(german[1]).toMatchObject({ durationMinutes: 60, pricePence: 4500 });
    expect((await listServices(deps, 'en'))[0]?.name).toBe('Consultation');
  });
});
