import type { OwnerBookingRowDto } from '#application/booking/dto.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { bookingLocale } from '../booking/booking-format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { BookingStatus } from './BookingStatus.tsx';

/** London times, 24-hour in every language (English as en-GB): "27 Nov 2026, 15:00", "until 16:00". */
const londonTime = (iso: string, language: string, withDate: boolean) =>
  new Intl.DateTimeFormat(bookingLocale(language), {
    ...(withDate ? { dateStyle: 'medium' as const } : {}),
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: OWNER_TIME_ZONE,
  }).format(new Date(iso));

interface BookingTableProps {
  rows: readonly OwnerBookingRowDto[];
  caption: string;
  empty: string;
  /** Confirmed bookings that have not started offer Cancel. */
  cancellable: boolean;
  onCancel(booking: OwnerBookingRowDto): void;
  className?: string;
}

/**
 * Date & time (London), service, the visitor (name, e-mail, phone in one column, so the table fits a
 * laptop's width), notes, status and the Cancel action; one card per booking on a phone.
 */
export function BookingTable({ rows, caption, empty, cancellable, onCancel, className }: BookingTableProps) {
  const { t, i18n } = useTranslation();
  const startsAt = (iso: string) => londonTime(iso, i18n.language, true);
  return (
    <AdminTable
      cardsOnPhone
      className={className}
      caption={caption}
      rows={rows}
      rowKey={(booking) => booking.id}
      empty={empty}
      columns={[
        {
          key: 'when',
          header: t('adminBookings.bookings.when'),
          rowHeader: true,
          className: 'whitespace-nowrap',
          cell: (booking) => (
            <>
              <time dateTime={booking.startsAt}>{startsAt(booking.startsAt)}</time>
              <span className="block text-xs font-normal text-stone-500">
                {t('adminBookings.bookings.until', {
                  time: londonTime(booking.endsAt, i18n.language, false),
                })}
              </span>
              {booking.timeZone !== OWNER_TIME_ZONE && (
                <span className="block text-xs font-normal text-stone-500">
                  {t('adminBookings.bookings.visitorZone', { zone: booking.timeZone })}
                </span>
              )}
            </>
          ),
        },
        {
          key: 'service',
          header: t('adminBookings.bookings.service'),
          cell: (booking) => booking.serviceName,
        },
        {
          key: 'visitor',
          header: t('adminBookings.bookings.visitor'),
          className: 'min-w-40 break-words',
          cell: (booking) => (
            <>
              <span className="block font-medium text-stone-900">{booking.name}</span>
              <a href={`mailto:${booking.email}`} className="block break-all text-amber-800 hover:underline">
                {booking.email}
              </a>
              {booking.phone && <span className="block whitespace-nowrap">{booking.phone}</span>}
            </>
          ),
        },
        {
          key: 'notes',
          header: t('adminBookings.bookings.notes'),
          className: 'min-w-40 max-w-xs whitespace-pre-line break-words text-stone-700',
          cell: (booking) => booking.notes,
        },
        {
          key: 'status',
          header: t('adminBookings.bookings.status'),
          className: 'min-w-28',
          cell: (booking) => <BookingStatus booking={booking} />,
        },
        {
          key: 'actions',
          header: t('adminBookings.bookings.actions'),
          align: 'right',
          className: 'whitespace-nowrap',
          cell: (booking) =>
            cancellable &&
            booking.status === 'confirmed' &&
            Date.parse(booking.startsAt) > Date.now() && (
              <Button variant="danger-outline" size="sm" onClick={() => onCancel(booking)}>
                {t('adminBookings.bookings.cancel')}
                <span className="sr-only">
                  {' '}
                  {booking.name}, {startsAt(booking.startsAt)}
                </span>
              </Button>
            ),
        },
      ]}
    />
  );
}
