import { describe, expect, it } from 'vitest';
import { serviceFormSchema } from '#application/booking/admin-schemas.ts';
import { createService } from '#application/booking/create-service.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { consultation, ownerWorld } from './owner-world.ts';

describe('createService', () => {
  it('adds a service with every field of the form and no bookings yet', async () => {
    const { deps, services } = ownerWorld();
    const created = await createService(deps, serviceFormSchema.parse(consultation), STAFF_ACTOR);
    expect(created).toEqual({
      id: expect.any(String),
      ...consultation,
      translations: {},
      upcomingBookings: 0,
    });
    expect(await services.findBySlug('consultation')).toMatchObject({
      name: 'Consultation',
      pricePence: 5000,
    });
    // The booking pages list it: every web process drops its cached copies.
    expect(deps.events.changes).toBe(1);
  });

  it('fills the defaults the form leaves out: no buffers or notice, 60 days ahead, active', async () => {
    const { deps } = ownerWorld();
    const input = serviceFormSchema.parse({
      name: 'Call',
      slug: 'call',
      durationMinutes: '30',
      pricePence: 0,
    });
    expect(await createService(deps, input, STAFF_ACTOR)).toMatchObject({
      description: '',
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      horizonDays: 60,
      isActive: true,
      pricePence: 0,
    });
  });

  it('refuses a slug another service uses with "Another service already uses this address."', async () => {
    const { deps } = ownerWorld();
    await createService(deps, serviceFormSchema.parse(consultation), STAFF_ACTOR);
    const error = await errorOf(
      createService(deps, serviceFormSchema.parse({ ...consultation, name: 'Other' }), STAFF_ACTOR),
    );
    expect({ code: error.code, kind: error.kind, message: error.message }).toEqual({
      code: 'BOOKING.SLUG_TAKEN',
      kind: 'conflict',
      message: 'Another service already uses this address.',
    });
    expect(deps.events.changes).toBe(1);
  });

  it("refuses the form's mistakes with clear messages", () => {
    const parsed = serviceFormSchema.safeParse({
      name: ' ',
      slug: 'Not A Slug',
      durationMinutes: 5,
      pricePence: -1,
      bufferAfterMinutes: 999,
      horizonDays: 0,
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      name: 'Name is required',
      slug: 'Use lower-case letters, digits and hyphens',
      durationMinutes: 'Duration must be between 15 and 480 minutes',
      pricePence: 'Please enter a valid price',
      bufferAfterMinutes: 'Buffers must be between 0 and 240 minutes',
      horizonDays: 'Bookings can be offered from 1 to 365 days ahead',
    });
    expect(serviceFormSchema.safeParse({ ...consultation, slug: 'cancel' }).error?.issues[0]?.message).toBe(
      'This address is used by the booking pages',
    );
  });
});
