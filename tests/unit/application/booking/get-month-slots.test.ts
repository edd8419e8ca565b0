import { describe, expect, it } from 'vitest';
import { getMonthSlots } from '#application/booking/get-month-slots.ts';
import { bookingTimes } from '#domain/booking/booking.ts';
import { visitorSetup } from './visitor-setup.ts';

const june = { service: 'technical-consultation', month: '2026-06', timeZone: 'Europe/London' };

describe('getMonthSlots', () => {
  it("gives the month's free slots from now on, and the weekdays that have them", async () => {
    const { deps } = await visitorSetup();
    const month = await getMonthSlots(deps, june, 'en');
    expect(month.days[0]).toBe('2026-06-01');
    expect(month.days).not.toContain('2026-06-06'); // a Saturday
    expect(month.days).toHaveLength(22);
    // Today's first slot is now (09:00 London, 08:00Z); 16:00 is the last start of an hour's session.
    expect(month.slots[0]).toEqual({
      startsAt: '2026-06-01T08:00:00.000Z',
      endsAt: '2026-06-01T09:00:00.000Z',
    });
    expect(month.slots.filter((slot) => slot.startsAt.startsWith('2026-06-01'))).toHaveLength(15);
    expect(month).toMatchObject({ month: '2026-06', timeZone: 'Europe/London', previousMonth: null });
    expect(month.nextMonth).toBe('2026-07');
  });

  it("offers no month past the horizon and goes back only to the visitor's current month", async () => {
    const { deps } = await visitorSetup({ horizonDays: 60 });
    const july = await getMonthSlots(deps, { ...june, month: '2026-07' }, 'en');
    expect(july.previousMonth).toBe('2026-06');
    expect(july.nextMonth).toBeNull();
    expect(july.days.at(-1)).toBe('2026-07-31');
  });

  it("reads the month and its days in the visitor's zone", async () => {
    const { deps } = await visitorSetup();
    const tokyo = await getMonthSlots(deps, { ...june, month: '2026-06', timeZone: 'Asia/Tokyo' }, 'en');
    // 16:00 London on Tuesday 30 June is 00:00 on 1 July in Tokyo: July's, not June's.
    expect(tokyo.slots.at(-1)?.startsAt).toBe('2026-06-30T14:30:00.000Z');
    expect(tokyo.days[0]).toBe('2026-06-01');
    expect(tokyo.days).toContain('2026-06-02');
  });

  it("keeps a service's buffers clear of existing bookings", async () => {
    const { deps, service } = await visitorSetup({ bufferBeforeMinutes: 15 });
    const other = { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
    await deps.bookings.create({
      serviceId: service.id,
      ...bookingTimes(new Date('2026-06-02T09:00:00.000Z'), other),
      name: 'Bob',
      email: 'bob@example.com',
      phone: null,
      notes: null,
      timeZone: 'Europe/London',
      language: 'en',
      userId: null,
      cancelTokenHash: 'c',
      rescheduleTokenHash: 'r',
    });
    const starts = (await getMonthSlots(deps, june, 'en')).slots.map((slot) => slot.startsAt);
    // Booked 10:00–11:00 London: 09:30 would end at 10:30, 11:00 needs 10:45 free; 11:30 is the next one.
    expect(starts).toContain('2026-06-02T08:00:00.000Z');
    expect(starts).not.toContain('2026-06-02T08:30:00.000Z');
    expect(starts).not.toContain('2026-06-02T10:00:00.000Z');
    expect(starts).toContain('2026-06-02T10:30:00.000Z');
  });
});
