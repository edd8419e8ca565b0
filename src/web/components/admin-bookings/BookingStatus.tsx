import type { OwnerBookingRowDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** Confirmed, or Cancelled with by whom and the reason. */
export function BookingStatus({ booking }: { booking: OwnerBookingRowDto }) {
  const { t } = useTranslation();
  if (booking.status === 'confirmed')
    return (
      <span className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
        {t('adminBookings.bookings.confirmed')}
      </span>
    );
  return (
    <>
      <span className="inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-800">
        {t('adminBookings.bookings.cancelled')}
      </span>
      {booking.cancelledBy && (
        <span className="mt-1 block text-xs text-stone-600">
          {t(
            booking.cancelledBy === 'owner'
              ? 'adminBookings.bookings.cancelledByOwner'
              : 'adminBookings.bookings.cancelledByVisitor',
          )}
        </span>
      )}
      {booking.cancelReason && (
        <span className="mt-1 block whitespace-pre-line text-xs text-stone-600">
          {t('adminBookings.bookings.reason', { reason: booking.cancelReason })}
        </span>
      )}
    </>
  );
}
