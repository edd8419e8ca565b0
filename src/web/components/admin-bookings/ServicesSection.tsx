import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { OwnerServiceDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { ServiceTable } from './ServiceTable.tsx';

const ServiceFormModal = lazy(() =>
  import('./ServiceFormModal.tsx').then((module) => ({ default: module.ServiceFormModal })),
);
const ServiceTranslationsModal = lazy(() =>
  import('./ServiceTranslationsModal.tsx').then((module) => ({ default: module.ServiceTranslationsModal })),
);

type FormState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; service: OwnerServiceDto }
  | { mode: 'translate'; service: OwnerServiceDto };

/** The services visitors book: add, edit, translate, deactivate and activate. */
export function ServicesSection({ initial }: { initial: OwnerServiceDto[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data: services } = useQuery({ ...trpc.booking.adminServices.queryOptions(), initialData: initial });
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const setActive = useMutation(trpc.booking.setServiceActive.mutationOptions());
  const [changingId, setChangingId] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries(trpc.booking.adminServices.pathFilter());

  async function toggle(service: OwnerServiceDto) {
    setChangingId(service.id);
    try {
      await setActive.mutateAsync({ id: service.id, isActive: !service.isActive });
      await refresh();
      toast(
        t(service.isActive ? 'adminBookings.services.deactivated' : 'adminBookings.services.activated'),
        'success',
      );
    } catch {
      toast(t('adminBookings.services.changeFailed'), 'error');
    } finally {
      setChangingId(null);
    }
  }

  async function saved(mode: 'created' | 'updated') {
    await refresh();
    setForm({ mode: 'closed' });
    toast(
      t(mode === 'created' ? 'adminBookings.services.created' : 'adminBookings.services.updated'),
      'success',
    );
  }

  return (
    <section aria-labelledby="services-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="services-heading" className="text-xl font-semibold text-stone-900">
          {t('adminBookings.tabs.services')}
        </h2>
        <Button onClick={() => setForm({ mode: 'create' })}>{t('adminBookings.services.add')}</Button>
      </div>
      <ServiceTable
        className="mt-4"
        services={services}
        changingId={changingId}
        onEdit={(service) => setForm({ mode: 'edit', service })}
        onTranslate={(service) => setForm({ mode: 'translate', service })}
        onToggle={toggle}
      />
      {form.mode === 'translate' && (
        <Suspense fallback={null}>
          <ServiceTranslationsModal
            service={form.service}
            onClose={() => setForm({ mode: 'closed' })}
            onSaved={async () => {
              await refresh();
              setForm({ mode: 'closed' });
              toast(t('adminBookings.services.translationsSaved'), 'success');
            }}
          />
        </Suspense>
      )}
      {(form.mode === 'create' || form.mode === 'edit') && (
        <Suspense fallback={null}>
          <ServiceFormModal
            service={form.mode === 'edit' ? form.service : null}
            onClose={() => setForm({ mode: 'closed' })}
            onSaved={saved}
          />
        </Suspense>
      )}
    </section>
  );
}
