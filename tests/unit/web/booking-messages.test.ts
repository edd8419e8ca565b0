import { describe, expect, it } from 'vitest';
import { tooManyBookings } from '#domain/booking/errors.ts';
import { bookingRefusalText, translateBookingMessage } from '#web/components/booking/booking-messages.ts';
import deBooking from '#web/i18n/pages/booking/de.json' with { type: 'json' };
import enBooking from '#web/i18n/pages/booking/en.json' with { type: 'json' };
import { pageTranslator } from '../../fixtures/page-translator.ts';

function translator(lang: 'en' | 'de') {
  return pageTranslator(lang, { '/pages/booking/en.json': enBooking, '/pages/booking/de.json': deBooking });
}

describe('booking refusals in the reader language', () => {
  it('says in how many minutes another booking is taken, in English and German', () => {
    const refusal = tooManyBookings(43.5 * 60 * 1000);
    const posted = { message: refusal.message, code: refusal.code, retryAfterSeconds: 2610 };
    expect(bookingRefusalText(translator('en'), posted)).toBe(
      'Too many bookings in a short time. Please try again in 44 minutes.',
    );
    expect(bookingRefusalText(translator('de'), { ...posted, retryAfterSeconds: 60 })).toBe(
      'Zu viele Buchungen in kurzer Zeit. Bitte versuchen Sie es in 1 Minute erneut.',
    );
  });

  it('says why a spent link no longer works, in German', () => {
    const t = translator('de');
    expect(translateBookingMessage(t, 'This booking has been cancelled, so this link no longer works.')).toBe(
      deBooking.validation.linkCancelled,
    );
    expect(
      translateBookingMessage(
        t,
        'This link was replaced by a newer one when the booking was moved. Please use the links in your latest e-mail.',
      ),
    ).toBe(deBooking.validation.linkReplaced);
  });
});
