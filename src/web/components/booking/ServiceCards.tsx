import type { ServiceDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPrice } from './booking-format.ts';

/** The active services as cards; each opens its own booking address (`/booking/{slug}`). */
export function ServiceCards({ services }: { services: ServiceDto[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return <p className="text-stone-600">{t('booking.services.none')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="relative flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-amber-400 hover:shadow-md focus-within:ring-2 focus-within:ring-amber-600"
        >
          <h3 className="text-lg font-semibold text-stone-900">
            <a href={`/booking/${service.slug}`} className="after:absolute after:inset-0 focus:outline-none">
              {service.name}
            </a>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">{service.description}</p>
          <p className="mt-4 flex items-center justify-between text-sm">
            <span className="rounded-full bg-stone-100 px-2.5 py-1 font-medium text-stone-700">
              {t('booking.services.minutes', { minutes: service.durationMinutes })}
            </span>
            <span className="font-semibold text-amber-800">
              {formatPrice(service.pricePence, t('booking.services.free'))}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
