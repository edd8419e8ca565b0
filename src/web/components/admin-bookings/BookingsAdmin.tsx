import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from '../../pages/admin/bookings/+data.ts';
import { AvailabilitySection } from './AvailabilitySection.tsx';
import { BookingsSection } from './BookingsSection.tsx';
import { BookingTabs } from './BookingTabs.tsx';
import { ServicesSection } from './ServicesSection.tsx';

/** 'Manage Bookings': the bookings, the services and the hours, one tab at a time. */
export function BookingsAdmin({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('adminBookings.title')}</h1>
        <p className="mt-2 text-stone-600">{t('adminBookings.subtitle')}</p>
      </header>
      <BookingTabs current={data.tab} />
      <div className="mt-8">
        {data.tab === 'bookings' && <BookingsSection initial={data.bookings} />}
        {data.tab === 'services' && <ServicesSection initial={data.services} />}
        {data.tab === 'availability' && <AvailabilitySection initial={data.availability} />}
      </div>
    </main>
  );
}
