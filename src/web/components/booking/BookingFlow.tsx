import { useCallback, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { MonthSlotsDto, SlotDto, VisitorBookingDto } from '#application/booking/dto.ts';
import { dateInZone } from '#domain/booking/zoned-time.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_PARAMS, keptBookingParams } from '../../lib/booking-addresses.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { callQuery } from '../../lib/procedure-calls.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { BookingForm, type VisitorDetails } from './BookingForm.tsx';
import { formatLongDateAt, formatTime } from './booking-format.ts';
import { postedRefusalText, SLOT_GONE_CODES } from './booking-messages.ts';
import type { BookingScreenData } from './booking-screen-data.ts';
import { BookerLayout, ServiceDetails } from './ServiceDetails.tsx';
import { SlotPickerPanel } from './SlotPickerPanel.tsx';
import { StepHeading } from './StepHeading.tsx';
import { TimeZoneChoice } from './TimeZoneChoice.tsx';
import { useSlotPicker } from './use-slot-picker.ts';

type Step =
  | { name: 'slot' }
  | { name: 'details'; slot: SlotDto }
  | { name: 'done'; booking: VisitorBookingDto };

interface BookingFlowProps {
  initialMonth: MonthSlotsDto;
  /** The day and time the address picked (the page's plain links, before its script). */
  picked: BookingScreenData['picked'];
  initialDetails: VisitorDetails;
}

/**
 * A chosen service's booking: a day and a time, then the visitor's details, then the confirmation.
 * Without the page's script each step is the page again, its day and time in the address, and the
 * details are a plain form post; a refused one shows its step again with the message.
 */
export function BookingFlow({ initialMonth, picked, initialDetails }: BookingFlowProps) {
  const { t, i18n } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'booking');
  const slotGone = SLOT_GONE_CODES.includes(posted?.formErrorCode ?? '');
  const service = initialMonth.service;
  const load = useCallback(
    (month: string, timeZone: string) =>
      callQuery('booking.monthSlots', { service: service.slug, month, timeZone }),
    [service.slug],
  );
  const picker = useSlotPicker(initialMonth, load, picked.day);
  const [step, setStep] = useState<Step>(() =>
    picked.slot && !slotGone ? { name: 'details', slot: picked.slot } : { name: 'slot' },
  );
  // Focus follows the visitor's actions only: the first step is where the page opens.
  const [moved, setMoved] = useState(false);
  const [notice, setNotice] = useState(() =>
    slotGone ? postedRefusalText(t, posted, 'booking.form.failed') : '',
  );

  function go(next: Step) {
    setMoved(true);
    setStep(next);
  }

  // While a time is picked, the zone it is shown in is chosen beside the service (as Cal.com has it).
  const details = (
    <ServiceDetails service={service}>
      {step.name === 'slot' && (
        <TimeZoneChoice timeZone={picker.timeZone} onChange={(zone) => void picker.changeZone(zone)} />
      )}
    </ServiceDetails>
  );

  /** The step beside the details: a day and a time, the visitor's details, or the confirmation. */
  function stepContent() {
    if (step.name === 'done') return <BookingConfirmation booking={step.booking} />;

    if (step.name === 'details') {
      const { slot } = step;
      const timeZone = picker.month.timeZone;
      return (
        <section key="details" aria-labelledby="booking-details-heading" className="space-y-5">
          <StepHeading id="booking-details-heading" focusOnShow={moved}>
            {t('booking.form.heading')}
          </StepHeading>
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">
              {t('booking.form.chosen', {
                date: formatLongDateAt(slot.startsAt, timeZone, i18n.language),
                time: formatTime(slot.startsAt, timeZone, i18n.language),
                zone: timeZone,
              })}
            </p>
            <ButtonLink
              href={`?${new URLSearchParams({
                ...keptBookingParams(urlParsed.search),
                [BOOKING_PARAMS.day]: dateInZone(new Date(slot.startsAt), timeZone),
              })}`}
              variant="secondary"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                go({ name: 'slot' });
              }}
            >
              {t('booking.form.changeTime')}
            </ButtonLink>
          </div>
          <BookingForm
            service={service}
            slot={slot}
            timeZone={timeZone}
            initialDetails={initialDetails}
            onBooked={(booking) => go({ name: 'done', booking })}
            posted={slotGone ? undefined : posted}
            onSlotGone={(message) => {
              setNotice(message);
              void picker.refresh();
              go({ name: 'slot' });
            }}
          />
        </section>
      );
    }

    return (
      // Keyed per step: each step's heading is its own element, focused when the step appears.
      <section key="slot" aria-labelledby="booking-slot-heading" className="space-y-5">
        <StepHeading id="booking-slot-heading" focusOnShow={moved}>
          {t('booking.calendar.heading')}
        </StepHeading>
        <FormError message={notice} />
        <SlotPickerPanel
          picker={picker}
          onChooseSlot={(slot) => {
            setNotice('');
            go({ name: 'details', slot });
          }}
        />
      </section>
    );
  }

  return <BookerLayout aside={details}>{stepContent()}</BookerLayout>;
}
