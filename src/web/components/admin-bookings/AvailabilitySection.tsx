import { useQuery } from '@tanstack/react-query';
import type { AvailabilityDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { DateOverrides } from './DateOverrides.tsx';
import { WeeklyHoursEditor } from './WeeklyHoursEditor.tsx';

/** The owner's weekly hours and the dates that do not follow them, in London time. */
export function AvailabilitySection({ initial }: { initial: AvailabilityDto }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: availability } = useQuery({
    ...trpc.booking.availability.queryOptions(),
    initialData: initial,
  });
  return (
    <div className="space-y-12">
      <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('adminBookings.londonTime')}
      </p>
      <WeeklyHoursEditor week={availability.week} />
      <DateOverrides overrides={availability.overrides} />
    </div>
  );
}
