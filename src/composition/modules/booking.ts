import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
import { IcsCalendarFiles } from '#infrastructure/calendar/ics-calendar-files.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmOwnerLanguage } from '#infrastructure/orm/accounts/owner-language.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmBookingRepository } from '#infrastructure/orm/booking/booking.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import en from '#web/i18n/locales/en.json' with { type: 'json' };
import { type RequestScope, warnTo } from '../site-adapters.ts';
import { auditLogOn } from './audit.ts';

const calendar = new IcsCalendarFiles();
const tokens = new NodeSignInSecrets();

/** Booking: services, the owner's hours, bookings with their links, e-mails and reminders. */
export function bookingServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  const { config, queue, events, clock, logger } = adapters;
  return {
    services: new OrmServiceRepository(em),
    availability: new OrmAvailabilityRepository(em),
    bookings: new OrmBookingRepository(em),
    queue,
    events,
    clock,
    limiter,
    tokens,
    emailSecrets: adapters.emailSecrets,
    calendar,
    baseUrl: config.baseUrl,
    ownerEmail: config.contactEmail,
    ownerLanguage: new OrmOwnerLanguage(em, config.contactEmail),
    siteName: en.site.name,
    emails: emailRenderer(),
    warn: warnTo(logger),
    audit: auditLogOn(scope),
  };
}
