import { usePageContext } from 'vike-react/usePageContext';
import type { SlotDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_PARAMS, keptBookingParams } from '../../lib/booking-addresses.ts';
import { Button } from '../ui/Button.tsx';
import { classNames } from '../ui/class-names.ts';
import { FormError } from '../ui/FormError.tsx';
import { formatLongDate, formatTime } from './booking-format.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import type { SlotPicker } from './use-slot-picker.ts';

interface SlotPickerPanelProps {
  picker: SlotPicker;
  /** The slot chosen so far (the reschedule screen keeps it marked). */
  chosenSlot?: SlotDto | null;
  onChooseSlot(slot: SlotDto): void;
}

/**
 * The month calendar and, beside it from 768 px on (below it on a phone), the chosen day's free times
 * as buttons; the zone they are in is chosen by the caller (`TimeZoneChoice`). Before
 * the page's script runs (or without it) the buttons are a plain form getting the page again with the
 * month, the day or the time in its address, which the server renders picked; the script keeps them here.
 */
export function SlotPickerPanel({ picker, chosenSlot, onChooseSlot }: SlotPickerPanelProps) {
  const { t, i18n } = useTranslation();
  const { urlPathname, urlParsed } = usePageContext();
  const { month, status, selectedDate, slotsByDate } = picker;
  const counts = picker.loaded
    ? new Map([...slotsByDate].map(([date, slots]) => [date, slots.length]))
    : null;
  const daySlots = selectedDate ? (slotsByDate.get(selectedDate) ?? []) : [];
  const busy = status === 'loading';
  return (
    <form
      method="get"
      action={urlPathname}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-5"
    >
      {Object.entries(keptBookingParams(urlParsed.search)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_13rem]">
        <div>
          <MonthCalendar
            month={picker.shownMonth}
            slotCounts={counts}
            selectedDate={selectedDate}
            previousMonth={picker.previousMonth}
            nextMonth={picker.nextMonth}
            busy={busy}
            onChooseDate={picker.chooseDate}
            onShowMonth={(next) => void picker.showMonth(next)}
          />
          <div aria-live="polite" className="mt-3 text-sm text-stone-600">
            {busy && <p>{t('booking.calendar.loading')}</p>}
            {status === 'ready' && picker.loaded && month.days.length === 0 && (
              <p className="flex flex-wrap items-center gap-2">
                {t('booking.calendar.noDays')}
                {month.nextMonth && (
                  <Button
                    type="submit"
                    name={BOOKING_PARAMS.month}
                    value={month.nextMonth}
                    variant="secondary"
                    size="sm"
                    onClick={(event) => {
                      event.preventDefault();
                      if (month.nextMonth) void picker.showMonth(month.nextMonth);
                    }}
                  >
                    {t('booking.calendar.tryNext')}
                  </Button>
                )}
              </p>
            )}
          </div>
          {status === 'failed' && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <FormError message={t('booking.calendar.failed')} />
              <Button variant="secondary" size="sm" onClick={() => void picker.refresh()}>
                {t('booking.calendar.retry')}
              </Button>
            </div>
          )}
        </div>
        {/* A section once it has a heading (a day's times); before, only a hint. */}
        {selectedDate ? (
          <section aria-labelledby="booking-slots-heading">
            <h3 id="booking-slots-heading" className="text-base font-semibold text-stone-900">
              {t('booking.slots.heading', { date: formatLongDate(selectedDate, i18n.language) })}
            </h3>
            {daySlots.length === 0 && picker.loaded && (
              <p className="mt-3 text-sm text-stone-600">{t('booking.slots.none')}</p>
            )}
            {/* Beside the month, one column of times as tall as the month, scrolled within (Cal.com's). */}
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:max-h-80 md:grid-cols-1 md:overflow-y-auto md:p-0.5">
              {daySlots.map((slot) => {
                const chosen = chosenSlot?.startsAt === slot.startsAt;
                return (
                  <li key={slot.startsAt}>
                    <button
                      type="submit"
                      name={BOOKING_PARAMS.time}
                      value={slot.startsAt}
                      aria-pressed={chosenSlot === undefined ? undefined : chosen}
                      onClick={(event) => {
                        event.preventDefault();
                        onChooseSlot(slot);
                      }}
                      className={classNames(
                        'w-full rounded-md border px-2 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                        chosen
                          ? 'border-amber-700 bg-amber-700 text-white'
                          : 'border-amber-300 bg-white text-amber-900 hover:bg-amber-50',
                      )}
                    >
                      {formatTime(slot.startsAt, month.timeZone, i18n.language)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : (
          <p className="text-sm text-stone-600">{t('booking.slots.pickDay')}</p>
        )}
      </div>
    </form>
  );
}
