import { describe, expect, it } from 'vitest';
import { formatMoment, formatPence } from '#infrastructure/mail/email-formats.ts';

describe('moments and money in e-mails', () => {
  it('writes the day, date, time and zone as English e-mails show them (en-GB)', () => {
    expect(formatMoment('en', new Date('2026-12-01T09:00:00.000Z'), 'Europe/Paris')).toBe(
      'Tuesday 1 December 2026, 10:00 (Europe/Paris)',
    );
    expect(formatMoment('en', new Date('2027-03-29T08:00:00.000Z'), 'Europe/London')).toBe(
      'Monday 29 March 2027, 09:00 (Europe/London)',
    );
    expect(formatMoment('en', new Date('2027-03-26T09:00:00.000Z'), 'Europe/London')).toBe(
      'Friday 26 March 2027, 09:00 (Europe/London)',
    );
  });

  it("writes them in the reader's language, in 24-hour time", () => {
    const at = new Date('2026-12-01T09:00:00.000Z');
    expect(formatMoment('de', at, 'Europe/Berlin')).toBe('Dienstag, 1. Dezember 2026, 10:00 (Europe/Berlin)');
    expect(formatMoment('fr', at, 'Europe/Paris')).toBe('mardi 1 décembre 2026, 10:00 (Europe/Paris)');
    expect(formatMoment('pt', at, 'Europe/Lisbon')).toBe(
      'terça-feira, 1 de dezembro de 2026, 09:00 (Europe/Lisbon)',
    );
  });

  it('writes pounds in each language: GBP as the spec says', () => {
    expect(formatPence('en', 123_450)).toBe('£1,234.50');
    expect(formatPence('de', 123_450)).toMatch(/^1\.234,50\s£$/);
    expect(formatPence('fr', 3_500)).toMatch(/^35,00\s£$/);
  });
});
