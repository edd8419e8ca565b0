import { useTranslation } from '../../i18n/use-translation.tsx';
import { classNames } from '../ui/class-names.ts';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { BookingFlow } from './BookingFlow.tsx';
import type { BookingScreenData } from './booking-screen-data.ts';
import { PageHeader } from './PageHeader.tsx';
import { ServiceCards } from './ServiceCards.tsx';
import { BookerLayout, ServiceDetails } from './ServiceDetails.tsx';

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
      {/* With a service chosen the booker is the page: the header stays short, so that on a laptop the
          month and its times show without scrolling. */}
      <PageHeader
        id="booking-top"
        eyebrow={t('booking.eyebrow')}
        heading={t('booking.heading')}
        compact={Boolean(chosen)}
      >
        <p>{t('booking.intro')}</p>
      </PageHeader>
      <div className={classNames('mx-auto max-w-5xl px-4 sm:px-6', chosen ? 'py-6' : 'py-10')}>
        {chosen ? (
          booked ? (
            <BookerLayout aside={<ServiceDetails service={chosen.service} />}>
              <BookingConfirmation booking={null} />
            </BookerLayout>
          ) : (
            // A new service (client navigation between cards) starts its own flow.
            <BookingFlow
              key={chosen.service.id}
              initialMonth={chosen}
              picked={picked}
              initialDetails={visitor}
            />
          )
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
