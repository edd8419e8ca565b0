import type { ServiceDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatLongDateAt, formatPrice, formatTime } from './booking-format.ts';

interface BookingSummaryProps {
  service: ServiceDto;
  /** The session's start, when one is chosen. */
  startsAt?: string | undefined;
  timeZone?: string | undefined;
}

/** The session (and its time, once chosen) as a short list: what, when, how long, how much. */
export function BookingSummary({ service, startsAt, timeZone }: BookingSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-stone-500">{t('booking.details.service')}</dt>
      <dd className="font-semibold text-stone-900">{service.name}</dd>
      {startsAt && timeZone && (
        <>
          <dt className="font-medium text-stone-500">{t('booking.details.when')}</dt>
          <dd className="text-stone-900">
            {t('booking.done.when', {
              date: formatLongDateAt(startsAt, timeZone, language),
              time: formatTime(startsAt, timeZone, language),
              zone: timeZone,
            })}
          </dd>
        </>
      )}
      <dt className="font-medium text-stone-500">{t('booking.details.duration')}</dt>
      <dd className="text-stone-900">
        {t('booking.services.minutes', { minutes: service.durationMinutes })}
      </dd>
      <dt className="font-medium text-stone-500">{t('booking.details.price')}</dt>
      <dd className="text-stone-900">{formatPrice(service.pricePence, t('booking.services.free'))}</dd>
    </dl>
  );
}
