import type { Booking } from '#domain/booking/booking.ts';
import { type BookingService, isFree, OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import type { EmailMessage } from '../mail/schemas.ts';

// The e-mails of a booking, in English like the site's other e-mails; times in the visitor's zone and London's.

/** The single-use links of a booking, as its latest e-mail carries them. */
export interface BookingLinks {
  cancelUrl: string;
  rescheduleUrl: string;
}

export interface BookingMailContext {
  siteName: string;
  baseUrl: string;
}

const dateFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let formats = dateFormats.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    dateFormats.set(timeZone, formats);
  }
  return formats;
}

/** "Tuesday 1 December 2026, 10:00 (Europe/Paris)". */
export function formatWhen(instant: Date, timeZone: string): string {
  const { date, time } = formatsFor(timeZone);
  return `${date.format(instant).replace(',', '')}, ${time.format(instant)} (${timeZone})`;
}

/** The start in the visitor's zone, then in London's when that is another zone. */
function whenLines(booking: Booking): string {
  const visitor = formatWhen(booking.startsAt, booking.timeZone);
  if (booking.timeZone === OWNER_TIME_ZONE) return `When: ${visitor}`;
  return `When: ${visitor}\n      ${formatWhen(booking.startsAt, OWNER_TIME_ZONE)}`;
}

const price = (service: BookingService) =>
  isFree(service)
    ? 'Free'
    : new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(service.pricePence / 100);

function sessionLines(booking: Booking, service: BookingService): string {
  return [
    `Service: ${service.name} (${service.durationMinutes} min)`,
    whenLines(booking),
    `Price: ${price(service)}`,
  ].join('\n');
}

function linkLines(links: BookingLinks): string {
  return [
    'Need to change your plans? Each link works once:',
    `Cancel: ${links.cancelUrl}`,
    `Reschedule: ${links.rescheduleUrl}`,
  ].join('\n');
}

export interface CalendarAttachment {
  content: string;
  method: 'REQUEST' | 'CANCEL';
}

function attachment(calendar: CalendarAttachment) {
  return {
    filename: calendar.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${calendar.method}`,
    content: calendar.content,
  };
}

export function confirmationEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
  links: BookingLinks,
  calendar: CalendarAttachment,
): EmailMessage {
  return {
    to: booking.email,
    subject: `Booking confirmed: ${service.name}`,
    text: [
      `Hello ${booking.name},`,
      'Your booking is confirmed.',
      sessionLines(booking, service),
      'The calendar invitation is attached (invite.ics).',
      linkLines(links),
      context.siteName,
    ].join('\n\n'),
    attachments: [attachment(calendar)],
  };
}

export function rescheduledEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
  links: BookingLinks,
  calendar: CalendarAttachment,
): EmailMessage {
  return {
    to: booking.email,
    subject: `Booking moved: ${service.name}`,
    text: [
      `Hello ${booking.name},`,
      'Your booking has been moved to a new time.',
      sessionLines(booking, service),
      'The updated calendar invitation is attached (invite.ics).',
      `${linkLines(links)}\nThe links of earlier e-mails no longer work.`,
      context.siteName,
    ].join('\n\n'),
    attachments: [attachment(calendar)],
  };
}

export function cancelledEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
  calendar: CalendarAttachment,
): EmailMessage {
  const byOwner = booking.cancelledBy === 'owner';
  return {
    to: booking.email,
    subject: `Booking cancelled: ${service.name}`,
    text: [
      `Hello ${booking.name},`,
      byOwner
        ? 'We are sorry: your booking has been cancelled.'
        : 'Your booking has been cancelled, as you asked.',
      sessionLines(booking, service),
      ...(byOwner && booking.cancelReason ? [`Reason: ${booking.cancelReason}`] : []),
      `You are welcome to book another time: ${context.baseUrl}/booking/${service.slug}`,
      context.siteName,
    ].join('\n\n'),
    attachments: [attachment(calendar)],
  };
}

export function reminderEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
): EmailMessage {
  return {
    to: booking.email,
    subject: `Reminder: ${service.name} tomorrow`,
    text: [
      `Hello ${booking.name},`,
      'This is a reminder of your booking.',
      sessionLines(booking, service),
      'To cancel or reschedule, use the links in your confirmation e-mail.',
      context.siteName,
    ].join('\n\n'),
  };
}

/** What the owner is told of: a new booking, a visitor's cancellation or a move. */
export type OwnerNotice = 'booked' | 'cancelled' | 'rescheduled';

const ownerSubjects: Record<OwnerNotice, string> = {
  booked: 'New booking',
  cancelled: 'Booking cancelled by the visitor',
  rescheduled: 'Booking moved by the visitor',
};

export function ownerNoticeEmail(
  ownerEmail: string,
  notice: OwnerNotice,
  booking: Booking,
  service: BookingService,
): EmailMessage {
  const london = formatWhen(booking.startsAt, OWNER_TIME_ZONE);
  return {
    to: ownerEmail,
    replyTo: booking.email,
    subject: `${ownerSubjects[notice]}: ${service.name}, ${london}`,
    text: [
      `${ownerSubjects[notice]}.`,
      `Service: ${service.name} (${service.durationMinutes} min)\nWhen: ${london}\nVisitor's time zone: ${booking.timeZone}`,
      [
        `Name: ${booking.name}`,
        `E-mail: ${booking.email}`,
        ...(booking.phone ? [`Phone: ${booking.phone}`] : []),
        ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
        ...(notice === 'cancelled' && booking.cancelReason ? [`Reason: ${booking.cancelReason}`] : []),
      ].join('\n'),
    ].join('\n\n'),
  };
}
