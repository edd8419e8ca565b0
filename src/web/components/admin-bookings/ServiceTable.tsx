import type { OwnerServiceDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { formatMinutes } from './durations.ts';

interface ServiceTableProps {
  services: readonly OwnerServiceDto[];
  /** The row whose Activate / Deactivate is under way. */
  changingId: string | null;
  onEdit(service: OwnerServiceDto): void;
  onTranslate(service: OwnerServiceDto): void;
  onToggle(service: OwnerServiceDto): void;
  className?: string;
}

/** Every service with its address, timing, price, state and upcoming bookings. */
export function ServiceTable({
  services,
  changingId,
  onEdit,
  onTranslate,
  onToggle,
  className,
}: ServiceTableProps) {
  const { t } = useTranslation();
  const minutes = (value: number) =>
    value === 0 ? t('adminBookings.services.none') : formatMinutes(t, value);
  return (
    <AdminTable
      className={className}
      caption={t('adminBookings.services.caption')}
      rows={services}
      rowKey={(service) => service.id}
      empty={t('adminBookings.services.empty')}
      columns={[
        {
          key: 'name',
          header: t('adminBookings.services.name'),
          rowHeader: true,
          className: 'min-w-40',
          cell: (service) => (
            <>
              {service.name}
              <a
                href={`/booking/${service.slug}`}
                className="block text-xs font-normal text-amber-800 hover:underline"
              >
                /booking/{service.slug}
              </a>
            </>
          ),
        },
        {
          key: 'duration',
          header: t('adminBookings.services.duration'),
          className: 'whitespace-nowrap',
          cell: (service) => formatMinutes(t, service.durationMinutes),
        },
        {
          key: 'price',
          header: t('adminBookings.services.price'),
          align: 'right',
          className: 'whitespace-nowrap tabular-nums',
          cell: (service) =>
            service.pricePence === 0 ? t('adminBookings.services.free') : formatPence(service.pricePence),
        },
        {
          key: 'buffers',
          header: t('adminBookings.services.buffers'),
          className: 'min-w-32 text-stone-700',
          cell: (service) =>
            service.bufferBeforeMinutes === 0 && service.bufferAfterMinutes === 0
              ? t('adminBookings.services.none')
              : t('adminBookings.services.bufferValues', {
                  before: minutes(service.bufferBeforeMinutes),
                  after: minutes(service.bufferAfterMinutes),
                }),
        },
        {
          key: 'notice',
          header: t('adminBookings.services.notice'),
          className: 'whitespace-nowrap',
          cell: (service) => minutes(service.minimumNoticeMinutes),
        },
        {
          key: 'horizon',
          header: t('adminBookings.services.horizon'),
          className: 'whitespace-nowrap',
          cell: (service) => t('adminBookings.services.days', { count: service.horizonDays }),
        },
        {
          key: 'active',
          header: t('adminBookings.services.active'),
          cell: (service) => (
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
                service.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-800'
              }`}
            >
              {t(service.isActive ? 'adminBookings.services.yes' : 'adminBookings.services.no')}
            </span>
          ),
        },
        {
          key: 'upcoming',
          header: t('adminBookings.services.upcoming'),
          align: 'right',
          className: 'tabular-nums',
          cell: (service) => service.upcomingBookings,
        },
        {
          key: 'actions',
          header: t('adminBookings.services.actions'),
          align: 'right',
          className: 'whitespace-nowrap',
          cell: (service) => {
            const name = <span className="sr-only"> {service.name}</span>;
            return (
              <div className="flex justify-end gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(service)}>
                  {t('adminBookings.services.edit')}
                  {name}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onTranslate(service)}>
                  {t('adminBookings.services.translations')}
                  {name}
                </Button>
                <Button
                  variant={service.isActive ? 'danger-outline' : 'secondary'}
                  size="sm"
                  busy={changingId === service.id}
                  onClick={() => onToggle(service)}
                >
                  {t(
                    service.isActive
                      ? 'adminBookings.services.deactivate'
                      : 'adminBookings.services.activate',
                  )}
                  {name}
                </Button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
