import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from '../../pages/admin/bookings/+data.ts';
import { island } from '../island/island.tsx';
import { BookingTabs } from './BookingTabs.tsx';

/*
 * Each tab's section is its own download, hydrated when the browser is idle: the page's first download
 * carries the heading and the tabs (plain links), not the tables, editors and the tRPC runtime.
 */
const Sections = import.meta.env.SSR ? await import('./BookingsSections.tsx') : null;
const load = () => import('./BookingsSections.tsx');
const Bookings = island(Sections?.Bookings ?? null, () => load().then((module) => module.Bookings));
const Services = island(Sections?.Services ?? null, () => load().then((module) => module.Services));
const Availability = island(Sections?.Availability ?? null, () =>
  load().then((module) => module.Availability),
);

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
        {data.tab === 'bookings' && <Bookings initial={data.bookings} />}
        {data.tab === 'services' && <Services initial={data.services} />}
        {data.tab === 'availability' && <Availability initial={data.availability} />}
      </div>
    </main>
  );
}
