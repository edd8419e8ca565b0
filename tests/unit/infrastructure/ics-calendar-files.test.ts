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
