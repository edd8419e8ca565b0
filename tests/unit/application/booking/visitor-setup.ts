import type { ServiceFields } from '#application/booking/ports.ts';
import { bookingDeps, serviceFields, WEEKDAY_HOURS } from '#fixtures/fakes/in-memory-booking.ts';

/**
 * The booking use cases' fakes with the seeded week (Monday to Friday 09:00–17:00 London) and one
 * service; the clock stands at Monday 1 June 2026, 09:00 London (08:00Z).
 */
export async function visitorSetup(fields: Partial<ServiceFields> = {}) {
  const deps = bookingDeps();
  await deps.availability.replaceWeekly(WEEKDAY_HOURS);
  const service = await deps.services.create(serviceFields({ slug: 'technical-consultation', ...fields }), {
    de: { name: 'Technische Beratung', description: 'Eine Stunde mit dem Inhaber.' },
  });
  return { deps, service };
}

/** The form's input for a slot, as the schema hands it to the use case. */
export function bookingInput(startsAt: string, overrides: Record<string, unknown> = {}) {
  return {
    service: 'technical-consultation',
    startsAt: new Date(startsAt),
    timeZone: 'Europe/Paris',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    notes: null,
    ...overrides,
  };
}

export const booker = { ip: '203.0.113.7', language: 'en', userId: null };

/** A booking made through `bookSession` at `startsAt`, with its raw link tokens. */
export async function bookedVisit(
  startsAt = '2026-06-02T09:00:00.000Z',
  fields: Partial<ServiceFields> = {},
) {
  const setup = await visitorSetup(fields);
  const { bookSession } = await import('#application/booking/book-session.ts');
  const issued = setup.deps.emailSecrets.count;
  const booking = await bookSession(setup.deps, bookingInput(startsAt), booker);
  const token = (n: number) => `link-token-${String(issued + n).padStart(12, '0')}`;
  setup.deps.queue.jobs.length = 0;
  setup.deps.calendar.events.length = 0;
  return { ...setup, booking, cancelToken: token(1), rescheduleToken: token(2) };
}
