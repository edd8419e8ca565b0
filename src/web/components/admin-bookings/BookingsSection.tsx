import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerBookingRowDto, OwnerBookingsPageDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { classNames } from '../ui/class-names.ts';
import { BookingTable } from './BookingTable.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { bookingsHref } from './tabs.ts';

const LISTS = ['upcoming', 'past'] as const;

/** Upcoming (soonest first) or past (latest first) bookings, 25 a page, each upcoming one cancellable. */
export function BookingsSection({ initial }: { initial: OwnerBookingsPageDto }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const input = { when: initial.when, page: initial.page };
  const { data: list } = useQuery({ ...trpc.booking.bookings.queryOptions(input), initialData: initial });
  const [cancelling, setCancelling] = useState<OwnerBookingRowDto | null>(null);
  const upcoming = list.when === 'upcoming';

  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading" className="sr-only">
        {t('adminBookings.tabs.bookings')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('adminBookings.bookings.whenLabel')}>
          <ul className="flex gap-2">
            {LISTS.map((when) => (
              <li key={when}>
                <a
                  href={bookingsHref(when)}
                  aria-current={when === list.when ? 'page' : undefined}
                  className={classNames(
                    'inline-block rounded-full px-3 py-1 text-sm font-medium',
                    when === list.when
                      ? 'bg-stone-900 text-white'
                      : 'bg-stone-100 text-stone-700 hover:bg-stone-200',
                  )}
                >
                  {t(`adminBookings.bookings.${when}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-stone-600">{t('adminBookings.londonTime')}</p>
      </div>
      <BookingTable
        className="mt-4"
        rows={list.rows}
        caption={t(
          upcoming ? 'adminBookings.bookings.upcomingCaption' : 'adminBookings.bookings.pastCaption',
        )}
        empty={t(upcoming ? 'adminBookings.bookings.emptyUpcoming' : 'adminBookings.bookings.emptyPast')}
        cancellable={upcoming}
        onCancel={setCancelling}
      />
      {list.total > 0 && <BookingsPager list={list} />}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

function BookingsPager({ list }: { list: OwnerBookingsPageDto }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('adminBookings.bookings.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>{t('adminBookings.bookings.total', { count: list.total })}</p>
      <div className="flex items-center gap-3">
        {list.page > 1 && (
          <ButtonLink variant="secondary" size="sm" href={bookingsHref(list.when, list.page - 1)}>
            {t('adminBookings.bookings.previous')}
          </ButtonLink>
        )}
        <span aria-current="page">
          {t('adminBookings.bookings.pageOf', { page: list.page, count: list.pageCount })}
        </span>
        {list.page < list.pageCount && (
          <ButtonLink variant="secondary" size="sm" href={bookingsHref(list.when, list.page + 1)}>
            {t('adminBookings.bookings.next')}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}
