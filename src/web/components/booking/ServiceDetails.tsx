import type { ReactNode } from 'react';
import type { ServiceDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPrice } from './booking-format.ts';

/**
 * The booker's first column: the chosen service's name, length, price and description, a way back to
 * the list, and what the step adds below (the time-zone field while a time is being picked).
 */
export function ServiceDetails({ service, children }: { service: ServiceDto; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <div>
        <a href="/booking" className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline">
          {t('booking.chosen.change')}
        </a>
        <h2 className="mt-2 text-2xl font-semibold text-stone-900">{service.name}</h2>
        <p className="mt-2 flex flex-wrap gap-3 text-sm font-medium text-stone-700">
          <span>{t('booking.services.minutes', { minutes: service.durationMinutes })}</span>
          <span aria-hidden="true">·</span>
          <span>{formatPrice(service.pricePence, t('booking.services.free'))}</span>
        </p>
        <p className="mt-3 text-sm leading-relaxed text-stone-600">{service.description}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * A booking card: the service's details beside the step (a month and its times, the form, the
 * confirmation) from 1,024 px on, above it on narrower screens.
 */
export function BookerLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="grid rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid-cols-[17rem_minmax(0,1fr)]">
      <div className="border-b border-stone-200 p-4 sm:p-6 lg:border-r lg:border-b-0">{aside}</div>
      <div className="min-w-0 p-4 sm:p-6">{children}</div>
    </div>
  );
}
