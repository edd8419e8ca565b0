import express, { type Request, type Response, Router } from 'express';
import { bookSession } from '#application/booking/book-session.ts';
import { cancelByLink } from '#application/booking/cancel-by-link.ts';
import { rescheduleByLink } from '#application/booking/reschedule-by-link.ts';
import {
  bookSessionSchema,
  cancelByLinkSchema,
  rescheduleByLinkSchema,
} from '#application/booking/schemas.ts';
import {
  BOOKING_CANCEL_PATH,
  BOOKING_PARAMS,
  BOOKING_RESCHEDULE_PATH,
  keptBookingParams,
} from '../../lib/booking-addresses.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';

const BOOKING_FIELDS = ['service', 'startsAt', 'timeZone', 'name', 'email', 'phone', 'notes'] as const;

/** The page's address with only the kept parameters (service, language) and `extra`. */
function pageAddress(req: Request, path: string, extra: Record<string, string>): string {
  const query = new URLSearchParams({
    ...keptBookingParams(req.query as Record<string, string | undefined>),
    ...extra,
  });
  return `${path}?${query}`;
}

/**
 * The booking forms posted before (or without) their script: book a time, cancel or move a booking
 * with an e-mail's link. The same schemas and use cases as `booking.book`, `booking.cancelByLink` and
 * `booking.rescheduleByLink`; a success redirects (Post/Redirect/Get), a refusal shows the page again
 * with the typed values and the message. A link's token travels in the body, never in the address.
 */
export function bookingFormRoutes(languageOf: (req: Request) => string): Router {
  const routes = Router();
  const form = urlencodedBody({ limit: '64kb' });

  routes.post(BOOKING_CANCEL_PATH, form, async (req, res, next) => {
    const { token, reason } = textFields(req.body, ['token', 'reason']);
    const page = pageAddress(req, BOOKING_CANCEL_PATH, { token });
    await answerForm(req, res, next, { form: 'bookingCancel', values: { reason }, page }, async () => {
      await cancelByLink(req.services.booking, cancelByLinkSchema.parse({ token, reason }), languageOf(req));
      return pageAddress(req, BOOKING_CANCEL_PATH, { [BOOKING_PARAMS.cancelled]: '1' });
    });
  });

  routes.post(BOOKING_RESCHEDULE_PATH, form, async (req, res, next) => {
    const { token, startsAt, timeZone } = textFields(req.body, ['token', 'startsAt', 'timeZone']);
    const page = pageAddress(req, BOOKING_RESCHEDULE_PATH, { token });
    await answerForm(req, res, next, { form: 'bookingReschedule', values: {}, page }, async () => {
      const input = rescheduleByLinkSchema.parse({ token, startsAt, timeZone });
      await rescheduleByLink(req.services.booking, input, languageOf(req));
      return pageAddress(req, BOOKING_RESCHEDULE_PATH, { [BOOKING_PARAMS.moved]: '1' });
    });
  });

  const book = async (req: Request, res: Response, next: express.NextFunction) => {
    const values = textFields(req.body, BOOKING_FIELDS);
    await answerForm(req, res, next, { form: 'booking', values }, async () => {
      await bookSession(req.services.booking, bookSessionSchema.parse(values), {
        ip: req.ip ?? 'unknown',
        language: languageOf(req),
        userId: req.user?.id ?? null,
      });
      return `${pageAddress(req, req.path, { [BOOKING_PARAMS.booked]: '1' })}#booking-top`;
    });
  };
  routes.post('/booking', form, book);
  // The link pages' refusals go on to the page renderer past this route, which is not theirs.
  const linkPages = new Set([BOOKING_CANCEL_PATH, BOOKING_RESCHEDULE_PATH]);
  routes.post('/booking/:path', form, (req, res, next) =>
    linkPages.has(req.path) ? next() : book(req, res, next),
  );
  return routes;
}
