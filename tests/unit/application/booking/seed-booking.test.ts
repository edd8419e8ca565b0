import { describe, expect, it } from 'vitest';
import { SEEDED_WEEK, seedBooking } from '#application/booking/seed-booking.ts';
import { bookingDeps, serviceFields } from '../../../fixtures/in-memory-booking.ts';

const VENTURE_SLUGS = [
  'medai-consultation',
  'electrical-consultation',
  'technical-consultation',
  'solar-consultation',
  'education-consultation',
];

describe('seeding the booking module on a fresh site', () => {
  it('adds the five consultations the venture pages link to, the coaching session the home page links to, and the personal consultation and business strategy session the spec names, in that order', async () => {
    const deps = bookingDeps();
    expect(await seedBooking(deps)).toEqual({ outcome: 'seeded', services: 8, weekSeeded: true });
    const services = await deps.services.listActive();
    expect(services.map((service) => service.slug)).toEqual([
      ...VENTURE_SLUGS,
      'mix-marshall-arts',
      'personal-consultation',
      'business-strategy-session',
    ]);
  });

  it('gives every service sensible times, an English text and its translation in every other language', async () => {
    const deps = bookingDeps();
    await seedBooking(deps);
    const services = await deps.services.listAll();
    expect(services.some((service) => service.pricePence === 0)).toBe(true);
    for (const service of services) {
      expect(service.durationMinutes).toBeGreaterThanOrEqual(30);
      expect(service.durationMinutes).toBeLessThanOrEqual(60);
      expect(service.bufferAfterMinutes).toBe(15);
      expect(service.minimumNoticeMinutes).toBeGreaterThanOrEqual(12 * 60);
      expect(service.minimumNoticeMinutes).toBeLessThanOrEqual(24 * 60);
      expect(service.horizonDays).toBe(60);
      expect(service.isActive).toBe(true);
      expect(service.name).not.toBe('');
      expect(service.description.length).toBeGreaterThan(40);
      const others = ['de', 'es', 'fr', 'it', 'pt'];
      expect(Object.keys(service.translations).sort()).toEqual(others);
      for (const language of others) {
        const text = service.translations[language];
        expect(text?.name, `${service.slug} in ${language}`).toBeTruthy();
        expect(text?.description, `${service.slug} in ${language}`).not.toBe(service.description);
      }
    }
  });

  it('opens Monday to Friday, 09:00 to 17:00 London time', async () => {
    const deps = bookingDeps();
    await seedBooking(deps);
    expect(await deps.availability.weekly()).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startMinute: 540, endMinute: 1020 })),
    );
    expect(SEEDED_WEEK).toHaveLength(5);
  });

  it('keeps hours the owner has set already', async () => {
    const deps = bookingDeps();
    await deps.availability.replaceWeekly([{ dayOfWeek: 6, startMinute: 600, endMinute: 720 }]);
    expect(await seedBooking(deps)).toEqual({ outcome: 'seeded', services: 8, weekSeeded: false });
    expect(await deps.availability.weekly()).toEqual([{ dayOfWeek: 6, startMinute: 600, endMinute: 720 }]);
  });

  it('adds nothing once any service exists, on every later start', async () => {
    const deps = bookingDeps();
    await deps.services.create(serviceFields({ slug: 'owners-own' }));
    expect(await seedBooking(deps)).toEqual({ outcome: 'skipped' });
    expect(await deps.services.count()).toBe(1);
    expect(await deps.availability.weekly()).toEqual([]);

    const seeded = bookingDeps();
    await seedBooking(seeded);
    expect(await seedBooking(seeded)).toEqual({ outcome: 'skipped' });
    expect(await seeded.services.count()).toBe(8);
  });

  it('stands back when another process seeded first', async () => {
    const deps = bookingDeps();
    const racing = {
      ...deps,
      services: Object.assign(Object.create(deps.services), { count: async () => 0 }),
    };
    await deps.services.create(serviceFields({ slug: 'medai-consultation' }));
    expect(await seedBooking(racing)).toEqual({ outcome: 'skipped' });
  });
});
