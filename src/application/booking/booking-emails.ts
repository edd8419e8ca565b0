import type { Booking } from '#domain/booking/booking.ts';
import { type BookingService, isFree, OWNER_TIME_ZONE, serviceText } from '#domain/booking/service.ts';
import { linkIn, readerLanguage, type SiteLanguage } from '#domain/shared/language.ts';
import type { EmailBlock, EmailValue, LocalizedEmail } from '../mail/localized-email.ts';
import type { OwnerReader } from '../mail/owner-reader.ts';

// The e-mails of a booking, in the visitor's language (the page they booked on); times in the
// visitor's zone and London's. The owner's notices are in the owner's language.

/** The single-use links of a booking, as its latest e-mail carries them. */
export interface BookingLinks {
  cancelUrl: string;
  rescheduleUrl: string;
}

export interface BookingMailContext {
  siteName: string;
  baseUrl: string;
}

export interface CalendarAttachment {
  content: string;
  method: 'REQUEST' | 'CANCEL';
}

/** The calendar file as a mail part: its METHOD repeated in the Content-Type (RFC 6047), and its charset. */
function attachment(calendar: CalendarAttachment) {
  return {
    filename: calendar.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
    content: calendar.content,
  };
}

const moment = (instant: Date, timeZone: string): EmailValue => ({ instant, timeZone });

/** The service, its start in the visitor's zone (and London's when that is another) and its price. */
function sessionRows(booking: Booking, service: BookingService, language: SiteLanguage): EmailBlock {
  return {
    rows: [
      {
        label: 'booking.rows.service',
        value: `${serviceText(service, language).name} (${service.durationMinutes} min)`,
      },
      { label: 'booking.rows.when', value: moment(booking.startsAt, booking.timeZone) },
      ...(booking.timeZone === OWNER_TIME_ZONE
        ? []
        : [{ label: 'booking.rows.londonTime', value: moment(booking.startsAt, OWNER_TIME_ZONE) }]),
      {
        label: 'booking.rows.price',
        value: isFree(service) ? { key: 'common.free' } : { pence: service.pricePence },
      },
    ],
  };
}

function linkBlocks(links: BookingLinks, language: SiteLanguage, extra: string[] = []): EmailBlock[] {
  return [
    { paragraph: [{ key: 'booking.linksIntro' }] },
    { link: { key: 'booking.cancelLink' }, url: linkIn(links.cancelUrl, language) },
    { link: { key: 'booking.rescheduleLink' }, url: linkIn(links.rescheduleUrl, language) },
    ...extra.map((key): EmailBlock => ({ paragraph: [{ key }] })),
  ];
}

/**
 * The parts every e-mail to the visitor shares: to whom, the greeting and the signature around `body`.
 * The greeting has no name: the address is whatever the visitor typed, and the name too.
 */
function toVisitor(
  context: BookingMailContext,
  booking: Booking,
  subject: string,
  service: BookingService,
  body: EmailBlock[],
): LocalizedEmail {
  const language = readerLanguage(booking.language);
  return {
    to: booking.email,
    language,
    subject: { key: subject, params: { service: serviceText(service, language).name } },
    blocks: [
      { paragraph: [{ key: 'common.helloNameless' }] },
      ...body,
      { paragraph: [{ key: 'common.signature', params: { siteName: context.siteName } }] },
    ],
  };
}

/** The visitor's e-mail of a booking's time, when first confirmed or when moved: the invitation and the links. */
export function sessionEmail(
  kind: 'confirmed' | 'rescheduled',
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
  links: BookingLinks,
  calendar: CalendarAttachment,
): LocalizedEmail {
  const language = readerLanguage(booking.language);
  return {
    ...toVisitor(context, booking, `booking.${kind}.subject`, service, [
      { paragraph: [{ key: `booking.${kind}.intro` }] },
      sessionRows(booking, service, language),
      { paragraph: [{ key: `booking.${kind}.attached` }] },
      ...linkBlocks(links, language, kind === 'rescheduled' ? ['booking.rescheduled.oldLinks'] : []),
    ]),
    attachments: [attachment(calendar)],
  };
}

/** The service's booking page, in the visitor's language. */
export const servicePageUrl = (baseUrl: string, service: BookingService, language: SiteLanguage) =>
  linkIn(`${baseUrl}/booking/${service.slug}`, language);

export function cancelledEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
  calendar: CalendarAttachment,
): LocalizedEmail {
  const language = readerLanguage(booking.language);
  const byOwner = booking.cancelledBy === 'owner';
  return {
    ...toVisitor(context, booking, 'booking.cancelled.subject', service, [
      { paragraph: [{ key: byOwner ? 'booking.cancelled.byOwner' : 'booking.cancelled.byVisitor' }] },
      sessionRows(booking, service, language),
      ...(byOwner && booking.cancelReason
        ? [{ rows: [{ label: 'booking.rows.reason', value: booking.cancelReason }] }]
        : []),
      { paragraph: [{ key: 'booking.cancelled.attached' }] },
      {
        link: { key: 'booking.cancelled.bookAgain' },
        url: servicePageUrl(context.baseUrl, service, language),
      },
    ]),
    attachments: [attachment(calendar)],
  };
}

export function reminderEmail(
  context: BookingMailContext,
  booking: Booking,
  service: BookingService,
): LocalizedEmail {
  return toVisitor(context, booking, 'booking.reminder.subject', service, [
    { paragraph: [{ key: 'booking.reminder.intro' }] },
    sessionRows(booking, service, readerLanguage(booking.language)),
    { paragraph: [{ key: 'booking.reminder.links' }] },
  ]);
}

/** What the owner is told of: a new booking, a visitor's cancellation or a move. */
export type OwnerNotice = 'booked' | 'cancelled' | 'rescheduled';

export function ownerNoticeEmail(
  owner: OwnerReader,
  notice: OwnerNotice,
  booking: Booking,
  service: BookingService,
): LocalizedEmail {
  const london = moment(booking.startsAt, OWNER_TIME_ZONE);
  const what: EmailValue = { key: `booking.owner.${notice}` };
  const optional = (label: string, value: string | null | undefined) => (value ? [{ label, value }] : []);
  return {
    to: owner.email,
    replyTo: booking.email,
    language: owner.language,
    subject: {
      key: 'booking.owner.subject',
      params: { notice: what, service: serviceText(service, owner.language).name, when: london },
    },
    blocks: [
      { paragraph: [{ key: 'booking.owner.lead', params: { notice: what } }] },
      {
        rows: [
          {
            label: 'booking.rows.service',
            value: `${serviceText(service, owner.language).name} (${service.durationMinutes} min)`,
          },
          { label: 'booking.rows.when', value: london },
          { label: 'booking.rows.visitorZone', value: booking.timeZone },
        ],
      },
      {
        rows: [
          { label: 'booking.rows.name', value: booking.name },
          { label: 'booking.rows.email', value: booking.email },
          ...optional('booking.rows.phone', booking.phone),
          ...optional('booking.rows.notes', booking.notes),
          ...optional('booking.rows.reason', notice === 'cancelled' ? booking.cancelReason : null),
        ],
      },
    ],
  };
}
