import { useTranslation } from 'react-i18next';
import type { OwnerBookingRowDto } from '#application/booking/dto.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { BookingStatus } from './BookingStatus.tsx';

const timeOnly = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: OWNER_TIME_ZONE }).format(new Date(iso));

interface BookingTableProps {
  rows: readonly OwnerBookingRowDto[];
  caption: string;
  empty: string;
  /** Confirmed bookings that have not started offer Cancel. */
  cancellable: boolean;
  onCancel(booking: OwnerBookingRowDto): void;
  className?: string;
}

/** Date & time (London), service, the visitor's details, notes, status and the Cancel action. */
export function BookingTable({ rows, caption, empty, cancellable, onCancel, className }: BookingTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <AdminTable
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
              <time dateTime={booking.startsAt}>{formatDateTime(booking.startsAt, i18n.language)}</time>
              <span className="block text-xs font-normal text-stone-500">
                {t('adminBookings.bookings.until', { time: timeOnly(booking.endsAt) })}
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
        { key: 'name', header: t('adminBookings.bookings.name'), cell: (booking) => booking.name },
        {
          key: 'email',
          header: t('adminBookings.bookings.email'),
          cell: (booking) => (
            <a href={`mailto:${booking.email}`} className="text-amber-800 hover:underline">
              {booking.email}
            </a>
          ),
        },
        {
          key: 'phone',
          header: t('adminBookings.bookings.phone'),
          className: 'whitespace-nowrap',
          cell: (booking) => booking.phone,
        },
        {
          key: 'notes',
          header: t('adminBookings.bookings.notes'),
          className: 'min-w-48 max-w-xs whitespace-pre-line break-words text-stone-700',
          cell: (booking) => booking.notes,
        },
        {
          key: 'status',
          header: t('adminBookings.bookings.status'),
          className: 'min-w-32',
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
                  {booking.name}, {formatDateTime(booking.startsAt, i18n.language)}
                </span>
              </Button>
            ),
        },
      ]}
    />
  );
}
