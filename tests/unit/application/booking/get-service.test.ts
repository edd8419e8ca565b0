import { describe, expect, it } from 'vitest';
import { getService } from '#application/booking/get-service.ts';
import { serviceFields } from '#fixtures/fakes/in-memory-booking.ts';
import { visitorSetup } from './visitor-setup.ts';

describe('getService', () => {
  it('finds an active service by its slug or its id', async () => {
    const { deps, service } = await visitorSetup();
    expect(await getService(deps, { service: 'technical-consultation' }, 'de')).toMatchObject({
      id: service.id,
      name: 'Technische Beratung',
    });
    expect((await getService(deps, { service: service.id }, 'en')).slug).toBe('technical-consultation');
  });

  it('answers "This service is not available for booking." for an unknown or inactive service', async () => {
    const { deps } = await visitorSetup();
    await deps.services.create(serviceFields({ slug: 'retired', isActive: false }));
    for (const ref of ['no-such-service', 'retired', '00000000-0000-4000-8000-000000000000']) {
      await expect(getService(deps, { service: ref }, 'en')).rejects.toMatchObject({
        kind: 'not_found',
        code: 'BOOKING.SERVICE_NOT_FOUND',
        message: 'This service is not available for booking.',
      });
    }
  });
});
