import { describe, expect, it } from 'vitest';
import { SEEDED_WEEK, seedBooking } from '#application/booking/seed-booking.ts';
import { SEEDED_SERVICES } from '#application/booking/seeded-services.ts';
import { bookingDeps, InMemorySeededServiceLog, serviceFields } from '#fixtures/fakes/in-memory-booking.ts';

/** The booking module's ports of a site, with the log of seeded services it has been given. */
const siteDeps = () => ({ ...bookingDeps(), seeded: new InMemorySeededServiceLog() });
const DEMO_ON = { demoContent: true };
const DEMO_OFF = { demoContent: false };
const ALL_SLUGS = SEEDED_SERVICES.map((service) => service.fields.slug);
const NEW_SLUGS = ['personal-consultation', 'business-strategy-session'];

const VENTURE_SLUGS = [
  'medai-consultation',
  'electrical-consultation',
  'technical-consultation',
  'solar-consultation',
  'education-consultation',
];

describe('seeding the booking module on a fresh site', () => {
  it('adds the five consultations the venture pages link to, the coaching session the home page links to, and the personal consultation and business strategy session the spec names, in that order', async () => {
    const deps = siteDeps();
    expect(await seedBooking(deps, DEMO_OFF)).toEqual({ outcome: 'seeded', services: 8, weekSeeded: true });
    const services = await deps.services.listActive();
    expect(services.map((service) => service.slug)).toEqual([
      ...VENTURE_SLUGS,
      'mix-marshall-arts',
      'personal-consultation',
      'business-strategy-session',
    ]);
    expect(await deps.seeded.given()).toEqual(new Set(ALL_SLUGS));
  });

  it('gives every service sensible times, an English text and its translation in every other language', async () => {
    const deps = siteDeps();
    await seedBooking(deps, DEMO_OFF);
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
    const deps = siteDeps();
    await seedBooking(deps, DEMO_OFF);
    expect(await deps.availability.weekly()).toEqual(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startMinute: 540, endMinute: 1020 })),
    );
    expect(SEEDED_WEEK).toHaveLength(5);
  });

  it('keeps hours the owner has set already', async () => {
    const deps = siteDeps();
    await deps.availability.replaceWeekly([{ dayOfWeek: 6, startMinute: 600, endMinute: 720 }]);
    expect(await seedBooking(deps, DEMO_OFF)).toEqual({ outcome: 'seeded', services: 8, weekSeeded: false });
    expect(await deps.availability.weekly()).toEqual([{ dayOfWeek: 6, startMinute: 600, endMinute: 720 }]);
  });

  it('adds nothing once any service exists, on every later start', async () => {
    const deps = siteDeps();
    await deps.services.create(serviceFields({ slug: 'owners-own' }));
    expect(await seedBooking(deps, DEMO_OFF)).toEqual({ outcome: 'skipped' });
    expect(await deps.services.count()).toBe(1);
    expect(await deps.availability.weekly()).toEqual([]);

    const seeded = siteDeps();
    await seedBooking(seeded, DEMO_ON);
    expect(await seedBooking(seeded, DEMO_ON)).toEqual({ outcome: 'skipped' });
    expect(await seeded.services.count()).toBe(8);
  });

  it('stands back when another process seeded first', async () => {
    const deps = siteDeps();
    const racing = {
      ...deps,
      services: Object.assign(Object.create(deps.services), { count: async () => 0 }),
    };
    await deps.services.create(serviceFields({ slug: 'medai-consultation' }));
    expect(await seedBooking(racing, DEMO_OFF)).toEqual({ outcome: 'skipped' });
  });
});

/** A site seeded before the two newer services joined the seed: the first six, as the log recorded them. */
async function olderSite() {
  const deps = siteDeps();
  for (const service of SEEDED_SERVICES.slice(0, 6)) {
    await deps.services.create(service.fields, service.translations);
    await deps.seeded.record(service.fields.slug);
  }
  return deps;
}

describe('seeding the booking module on a site seeded before', () => {
  it('adds the seeded services it lacks, by slug, in six languages, when demo content is on; once', async () => {
    const deps = await olderSite();
    expect(await seedBooking(deps, DEMO_ON)).toEqual({ outcome: 'added', slugs: NEW_SLUGS });
    const services = await deps.services.listAll();
    expect(services.map((service) => service.slug)).toEqual(ALL_SLUGS);
    expect(Object.keys(services.at(-1)?.translations ?? {}).sort()).toEqual(['de', 'es', 'fr', 'it', 'pt']);
    expect(await seedBooking(deps, DEMO_ON)).toEqual({ outcome: 'skipped' });
    expect(await deps.services.count()).toBe(8);
  });

  it('adds nothing when demo content is off (a real site keeps the services its owner chose)', async () => {
    const deps = await olderSite();
    expect(await seedBooking(deps, DEMO_OFF)).toEqual({ outcome: 'skipped' });
    expect(await deps.services.count()).toBe(6);
  });

  it("never brings back a seeded service the owner renamed or removed, nor replaces the owner's own under its slug", async () => {
    const deps = await olderSite();
    // Given once, then renamed by the owner: its old slug is free, but it was given.
    const medai = await deps.services.findBySlug('medai-consultation');
    if (!medai) throw new Error('seeded');
    const { id, createdAt, updatedAt, translations, position, ...fields } = medai;
    await deps.services.update(id, { ...fields, slug: 'medai' });
    // Given, then removed (there is no Remove in the admin yet; a database edit).
    await deps.seeded.record('personal-consultation');
    // The owner's own service under a slug the seed would use.
    await deps.services.create(
      serviceFields({ slug: 'business-strategy-session', name: 'My strategy call' }),
    );

    expect(await seedBooking(deps, DEMO_ON)).toEqual({ outcome: 'skipped' });
    const slugs = (await deps.services.listAll()).map((service) => service.slug);
    expect(slugs).not.toContain('medai-consultation');
    expect(slugs).not.toContain('personal-consultation');
    expect((await deps.services.findBySlug('business-strategy-session'))?.name).toBe('My strategy call');
    expect(await deps.seeded.given()).toEqual(new Set(ALL_SLUGS));
  });
});
