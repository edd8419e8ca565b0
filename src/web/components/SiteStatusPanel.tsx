import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteStatus } from '#application/system/get-site-status.ts';
import { useTRPC } from '../lib/trpc.ts';

/** The site's health as rendered on the server, refreshed through tRPC once the page is interactive. */
export function SiteStatusPanel({ initial }: { initial: SiteStatus }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = useQuery({ ...trpc.system.status.queryOptions(), initialData: initial, enabled: false });
  const status = query.data ?? initial;
  const time = new Date(status.checkedAt).toLocaleTimeString('en-GB', { timeZone: 'Europe/London' });

  return (
    <section aria-labelledby="site-status" className="mt-12 rounded-lg border border-stone-200 bg-white p-6">
      <h2 id="site-status" className="text-lg font-semibold">
        {t('status.heading')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <dt>{t('status.database')}</dt>
        <dd data-testid="status-database">{status.database ? t('status.ok') : t('status.down')}</dd>
        <dt>{t('status.queue')}</dt>
        <dd data-testid="status-queue">{status.queue ? t('status.ok') : t('status.down')}</dd>
      </dl>
      <p
        className="mt-4 text-sm text-stone-500"
        data-testid="status-checked-at"
        data-checked-at={status.checkedAt}
      >
        {t('status.checkedAt', { time })}
      </p>
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('status.failed')}
        </p>
      )}
      <button
        type="button"
        className="mt-4 rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        disabled={!hydrated || query.isFetching}
        onClick={() => query.refetch()}
      >
        {query.isFetching ? t('status.checking') : t('status.checkAgain')}
      </button>
    </section>
  );
}
