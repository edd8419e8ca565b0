import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { greetingName } from '#domain/accounts/user.ts';
import { DashboardStats } from '#web/components/admin-lists/DashboardStats.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { formatPence } from '#web/lib/format.ts';
import type { Data } from './+data.ts';

const QUICK_ACTIONS = [
  { href: '/admin/clients', label: 'adminClients.dashboard.clients' },
  { href: '/admin/blog', label: 'adminClients.dashboard.blog' },
  { href: '/admin/proposals', label: 'adminClients.dashboard.proposals' },
  { href: '/admin/bookings', label: 'adminClients.dashboard.bookings' },
  { href: '/client_onboarding', label: 'adminClients.dashboard.onboarding' },
  { href: '/admin/tests', label: 'adminClients.dashboard.tests' },
] as const;

/** Spec 'Admin dashboard': four stat cards and the Quick Actions. */
export default function Page() {
  const { t } = useTranslation();
  const { user } = usePageContext();
  const { stats } = useData<Data>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('nav.adminDashboard')}</h1>
      <p className="mt-2 text-stone-600">{t('admin.welcome', { name: user ? greetingName(user) : '' })}</p>
      <DashboardStats
        stats={stats}
        revenue={{ label: t('adminClients.stats.totalRevenue'), value: formatPence(stats.totalRevenuePence) }}
      />
      <section aria-labelledby="quick-actions" className="mt-10">
        <h2 id="quick-actions" className="text-xl font-semibold text-stone-900">
          {t('adminClients.dashboard.quickActions')}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.href}>
              <a
                href={action.href}
                className="block rounded-lg border border-stone-200 bg-white px-5 py-4 font-medium text-stone-900 hover:border-amber-700 hover:text-amber-800"
              >
                {t(action.label)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
