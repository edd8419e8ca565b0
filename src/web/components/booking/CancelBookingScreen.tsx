import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorBookingDto } from '#application/booking/dto.ts';
import { BOOKING_LIMITS } from '#domain/booking/booking.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { translateBookingMessage } from './booking-messages.ts';
import { LinkProblem, linkProblem } from './LinkedBookingState.tsx';
import { PageHeader } from './PageHeader.tsx';

interface CancelBookingScreenProps {
  token: string;
  booking: VisitorBookingDto | null;
  refusal: string | null;
}

/** `/booking/cancel?token=`: the booking, an optional reason and "Cancel booking"; then the news. */
export function CancelBookingScreen({ token, booking, refusal }: CancelBookingScreenProps) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const cancel = useMutationCall('booking.cancelByLink');
  const problem = linkProblem(t, booking, refusal);

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
          {problem || !booking ? (
            <LinkProblem message={problem ?? t('booking.link.invalid')} />
          ) : cancel.isSuccess ? (
            <SuccessPanel title={t('booking.cancel.doneHeading')}>
              <p className="text-base text-stone-700">{t('booking.cancel.doneText')}</p>
              <ButtonLink href="/booking#booking-top" variant="brand" size="lg">
                {t('booking.done.another')}
              </ButtonLink>
            </SuccessPanel>
          ) : (
            <form method="post" action={formAction} noValidate onSubmit={submit} className="space-y-5">
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
