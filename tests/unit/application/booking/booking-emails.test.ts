import { describe, expect, it } from 'vitest';
import { formatWhen } from '#application/booking/booking-emails.ts';

describe('formatWhen', () => {
  it('writes the day, date, time and zone as e-mails show them', () => {
    expect(formatWhen(new Date('2026-12-01T09:00:00.000Z'), 'Europe/Paris')).toBe(
      'Tuesday 1 December 2026, 10:00 (Europe/Paris)',
    );
    expect(formatWhen(new Date('2027-03-29T08:00:00.000Z'), 'Europe/London')).toBe(
      'Monday 29 March 2027, 09:00 (Europe/London)',
    );
    expect(formatWhen(new Date('2027-03-26T09:00:00.000Z'), 'Europe/London')).toBe(
      'Friday 26 March 2027, 09:00 (Europe/London)',
    );
  });
});
