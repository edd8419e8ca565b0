import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '#domain/shared/language.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { serviceFields } from '../fixtures/fakes/in-memory-booking.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

// The owner's translations of a service's name and description (issue 30): admin only, checked on the
// server, and what visitors read in their language on the booking pages.

let opened: OpenTestDatabase | undefined;
let database: Database;
let servicesForRequest: ReturnType<typeof requestServicesOn>;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  servicesForRequest = requestServicesOn(database);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

type Role = 'admin' | 'editor' | 'user';

/** The router as a person sees it: signed in with a role, or a visitor (none), reading in `language`. */
function callerAs(role: Role | null, language: SiteLanguage = 'en') {
  return createServerCaller({
    services: servicesForRequest(),
    viewer: role
      ? ({
          id: crypto.randomUUID(),
          email: `${role}@example.com`,
          firstName: role,
          lastName: 'Test',
          role,
        } as never)
      : null,
    request: { id: 'test', ip: '127.0.0.1', userAgent: undefined, anonymousSessionId: null, language },
  });
}

async function newService(slug: string) {
  return new OrmServiceRepository(database.fork()).create(
    serviceFields({ slug, name: 'Garden Design Session', description: 'An hour about your garden.' }),
  );
}

describe("a service's translations", () => {
  it('are saved by the owner and read by visitors in their language, the others falling back to English', async () => {
    const service = await newService('garden-design');
    const saved = await callerAs('admin').booking.saveServiceTranslations({
      id: service.id,
      translations: {
        de: { name: '  Gartengestaltung  ', description: 'Eine Stunde über Ihren Garten.' },
        fr: { name: 'Conception de jardin', description: '' },
        it: { name: '', description: '' },
      },
    });
    expect(saved.translations).toEqual({
      de: { name: 'Gartengestaltung', description: 'Eine Stunde über Ihren Garten.' },
      fr: { name: 'Conception de jardin', description: '' },
    });

    expect(await callerAs(null, 'de').booking.service({ service: 'garden-design' })).toMatchObject({
      name: 'Gartengestaltung',
      description: 'Eine Stunde über Ihren Garten.',
    });
    // A translation without its own description shows the English one; no translation, the English text.
    expect(await callerAs(null, 'fr').booking.service({ service: 'garden-design' })).toMatchObject({
      name: 'Conception de jardin',
      description: 'An hour about your garden.',
    });
    expect(await callerAs(null, 'it').booking.service({ service: 'garden-design' })).toMatchObject({
      name: 'Garden Design Session',
    });
    const listed = await callerAs('admin').booking.adminServices();
    expect(listed.find((row) => row.id === service.id)?.translations.de?.name).toBe('Gartengestaltung');
  });

  it('stay when the owner edits the English text', async () => {
    const service = await newService('garden-walk');
    await callerAs('admin').booking.saveServiceTranslations({
      id: service.id,
      translations: { pt: { name: 'Passeio no jardim', description: 'Uma hora.' } },
    });
    const { id, createdAt, updatedAt, translations, position, ...fields } = service;
    const edited = await callerAs('admin').booking.updateService({ ...fields, id, name: 'Garden Walk' });
    expect(edited).toMatchObject({
      name: 'Garden Walk',
      translations: { pt: { name: 'Passeio no jardim' } },
    });
  });

  it('are refused to editors, clients and visitors, and nothing changes', async () => {
    const service = await newService('garden-tour');
    const input = { id: service.id, translations: { de: { name: 'Gartenführung', description: '' } } };
    for (const role of ['editor', 'user'] as const)
      await expect(callerAs(role).booking.saveServiceTranslations(input)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    await expect(callerAs(null).booking.saveServiceTranslations(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await new OrmServiceRepository(database.fork()).findById(service.id))?.translations).toEqual({});
  });

  it('are checked on the server with clear messages', async () => {
    const service = await newService('garden-plan');
    const admin = callerAs('admin');
    const refusal = (translations: Record<string, unknown>) =>
      admin.booking.saveServiceTranslations({ id: service.id, translations } as never).then(
        () => 'accepted',
        (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
      );
    expect(await refusal({ es: { name: '', description: 'Una hora sobre su jardín.' } })).toContain(
      'Name is required when a description is given',
    );
    expect(await refusal({ de: { name: 'x'.repeat(121), description: '' } })).toContain(
      'Name must be at most 120 characters',
    );
    expect(await refusal({ fr: { name: 'Plan', description: 'x'.repeat(2001) } })).toContain(
      'Description must be at most 2000 characters',
    );
    // English is the service's own text, edited in its form; an unknown language names nothing.
    expect(await refusal({ en: { name: 'Garden', description: '' } })).toMatch(/^BAD_REQUEST/);
    expect(await refusal({ nl: { name: 'Tuin', description: '' } })).toMatch(/^BAD_REQUEST/);
    await expect(
      admin.booking.saveServiceTranslations({ id: crypto.randomUUID(), translations: {} }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await new OrmServiceRepository(database.fork()).findById(service.id))?.translations).toEqual({});
  });
});
