import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#application/booking/ports.ts';
import { IcsCalendarFiles } from '#infrastructure/calendar/ics-calendar-files.ts';

const event: CalendarEvent = {
  uid: 'b0000000-0000-4000-8000-000000000001@site.example',
  sequence: 2,
  title: 'Technical consultation (Site)',
  description: 'To cancel or reschedule, use the links in your latest e-mail.',
  start: new Date('2027-03-29T08:00:00.000Z'),
  end: new Date('2027-03-29T09:00:00.000Z'),
  organizer: { name: 'Site', email: 'owner@site.example' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
  url: 'https://site.example/booking/technical-consultation',
  status: 'CONFIRMED',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, parsed: new ICAL.Event(vevent) };
}

describe('IcsCalendarFiles', () => {
  it('writes an invitation calendars read back with the same times, UID, sequence and people', async () => {
    const { calendar, vevent, parsed } = parse(await new IcsCalendarFiles().invite(event));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe('Technical consultation (Site)');
    expect(parsed.startDate.toJSDate()).toEqual(event.start);
    expect(parsed.endDate.toJSDate()).toEqual(event.end);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:owner@site.example');
    const [attendee] = parsed.attendees;
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:ada@example.com');
    expect(attendee?.getParameter('cn')).toBe('Ada Lovelace');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('writes a cancellation as METHOD:CANCEL with STATUS:CANCELLED', async () => {
    const { calendar, vevent, parsed } = parse(
      await new IcsCalendarFiles().invite({ ...event, sequence: 3, status: 'CANCELLED' }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(3);
  });
});

describe('IcsCalendarFiles in a language with accents', () => {
  // Issue 43: lines were folded every 75 characters, so "é" and "’" (2 and 3 octets) made 81-octet lines.
  const french: CalendarEvent = {
    ...event,
    title: 'Consultation technique : l’installation électrique générale (Électricité générale)',
    description:
      'Pour annuler ou déplacer la séance, utilisez les liens de votre dernier e-mail : à très bientôt, l’équipe 🔌⚡️ des électriciens',
    attendee: { name: 'Hélène Dupré-Château', email: 'helene@example.com' },
  };

  it('folds every line at 75 octets without splitting a character, and reads back the same text', async () => {
    const text = await new IcsCalendarFiles().invite(french);
    const lines = text.replace(/\r\n$/, '').split('\r\n');
    const longest = Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')));
    expect(longest).toBeLessThanOrEqual(75);
    // A character cut in two (an emoji's surrogate pair) would not survive the trip through UTF-8.
    expect(Buffer.from(text, 'utf8').toString('utf8')).toBe(text);
    const { parsed } = parse(text);
    expect(parsed.summary).toBe(french.title);
    expect(parsed.description).toBe(`${french.description}\n${french.url}`);
    expect(parsed.attendees[0]?.getParameter('cn')).toBe('Hélène Dupré-Château');
  });
});

describe('IcsCalendarFiles on a laptop', () => {
  it("writes the page's address in the description, even a host without a dot", async () => {
    const { parsed } = parse(
      await new IcsCalendarFiles().invite({ ...event, url: 'http://localhost:3000/booking/x' }),
    );
    expect(parsed.description).toBe(
      'To cancel or reschedule, use the links in your latest e-mail.\nhttp://localhost:3000/booking/x',
    );
  });
});
