import { useTranslation } from '../../i18n/use-translation.tsx';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { BookingFlow } from './BookingFlow.tsx';
import { formatPrice } from './booking-format.ts';
import type { BookingScreenData } from './booking-screen-data.ts';
import { PageHeader } from './PageHeader.tsx';
import { ServiceCards } from './ServiceCards.tsx';

/** `/booking`, `/booking?service={slug}` and `/booking/{slug}`: the services, or the chosen one's calendar. */
export function BookingScreen({
  services,
  chosen,
  picked,
  booked,
  unknownService,
  visitor,
}: BookingScreenData) {
  const { t } = useTranslation();
  return (
    <main>
      <PageHeader id="booking-top" eyebrow={t('booking.eyebrow')} heading={t('booking.heading')}>
        <p>{t('booking.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        {chosen ? (
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
            <div className="mb-6 border-b border-stone-200 pb-5">
              <a
                href="/booking"
                className="text-sm font-medium text-amber-800 underline-offset-2 hover:underline"
              >
                {t('booking.chosen.change')}
              </a>
              <h2 className="mt-2 text-2xl font-semibold text-stone-900">{chosen.service.name}</h2>
              <p className="mt-1 flex flex-wrap gap-3 text-sm font-medium text-stone-700">
                <span>{t('booking.services.minutes', { minutes: chosen.service.durationMinutes })}</span>
                <span aria-hidden="true">·</span>
                <span>{formatPrice(chosen.service.pricePence, t('booking.services.free'))}</span>
              </p>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{chosen.service.description}</p>
            </div>
            {booked ? (
              <BookingConfirmation booking={null} />
            ) : (
              // A new service (client navigation between cards) starts its own flow.
              <BookingFlow
                key={chosen.service.id}
                initialMonth={chosen}
                picked={picked}
                initialDetails={visitor}
              />
            )}
          </div>
        ) : (
          <section aria-labelledby="booking-services-heading">
            {unknownService && (
              <p
                role="status"
                className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
              >
                {t('booking.services.unknown')}
              </p>
            )}
            <h2 id="booking-services-heading" className="mb-5 text-xl font-semibold text-stone-900">
              {t('booking.services.heading')}
            </h2>
            <ServiceCards services={services} />
          </section>
        )}
      </div>
    </main>
  );
}
