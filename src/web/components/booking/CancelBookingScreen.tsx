import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { VisitorBookingDto } from '#application/booking/dto.ts';
import { BOOKING_LIMITS } from '#domain/booking/booking.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_CANCEL_PATH, bookingPostAddress } from '../../lib/booking-addresses.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { postedRefusalText, translateBookingMessage } from './booking-messages.ts';
import { LinkProblem, linkProblem } from './LinkedBookingState.tsx';
import { PageHeader } from './PageHeader.tsx';

interface CancelBookingScreenProps {
  token: string;
  booking: VisitorBookingDto | null;
  refusal: string | null;
  /** The answer to a plain post that cancelled it (Post/Redirect/Get). */
  done: boolean;
}

/**
 * `/booking/cancel?token=`: the booking, an optional reason and "Cancel booking"; then the news. Before
 * its script the form posts the token in its body and the answer is this page saying it is done.
 */
export function CancelBookingScreen({ token, booking, refusal, done }: CancelBookingScreenProps) {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'bookingCancel');
  const [reason, setReason] = useState(posted?.values.reason ?? '');
  const [error, setError] = useState(() => {
    const field = posted?.fieldErrors.reason ?? posted?.fieldErrors.token;
    return field ? translateBookingMessage(t, field) : postedRefusalText(t, posted, 'booking.cancel.failed');
  });
  const cancel = useMutationCall('booking.cancelByLink');
  const problem = done ? null : linkProblem(t, booking, refusal);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await cancel.mutateAsync({ token, reason });
    } catch (failure) {
      const known = failure instanceof ProcedureError && failure.data?.code !== 'INTERNAL_SERVER_ERROR';
      setError(known ? translateBookingMessage(t, failure.message) : t('booking.cancel.failed'));
    }
  }

  return (
    <main>
      <PageHeader eyebrow={t('booking.eyebrow')} heading={t('booking.cancel.heading')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {done || cancel.isSuccess ? (
            <SuccessPanel title={t('booking.cancel.doneHeading')}>
              <p className="text-base text-stone-700">{t('booking.cancel.doneText')}</p>
              <ButtonLink href="/booking#booking-top" variant="brand" size="lg">
                {t('booking.done.another')}
              </ButtonLink>
            </SuccessPanel>
          ) : problem || !booking ? (
            <LinkProblem message={problem ?? t('booking.link.invalid')} />
          ) : (
            <form
              method="post"
              action={bookingPostAddress(BOOKING_CANCEL_PATH, urlParsed.search)}
              noValidate
              onSubmit={submit}
              className="space-y-5"
            >
              <input type="hidden" name="token" value={token} />
              <p className="text-stone-700">{t('booking.cancel.intro')}</p>
              <BookingSummary
                service={booking.service}
                startsAt={booking.startsAt}
                timeZone={booking.timeZone}
              />
              <TextAreaField
                id="booking-cancel-reason"
                name="reason"
                label={t('booking.cancel.reason')}
                hint={t('booking.cancel.reasonHint')}
                rows={3}
                maxLength={BOOKING_LIMITS.cancelReasonMax}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <FormError message={error} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <ButtonLink href="/" variant="secondary" size="lg">
                  {t('booking.cancel.keep')}
                </ButtonLink>
                <Button
                  type="submit"
                  variant="danger"
                  size="lg"
                  busy={cancel.isPending}
                  busyLabel={t('booking.cancel.cancelling')}
                >
                  {t('booking.cancel.button')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
