import { useTranslation } from '../../i18n/use-translation.tsx';
import { classNames } from '../ui/class-names.ts';
import { BOOKING_TABS, type BookingTab, tabHref } from './tabs.ts';

/** The sections as links (each has its own address); the current one is marked with `aria-current`. */
export function BookingTabs({ current }: { current: BookingTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminBookings.tabsLabel')} className="mt-8 border-b border-stone-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {BOOKING_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              href={tabHref(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={classNames(
                'inline-block border-b-2 px-3 py-2 text-sm font-medium',
                tab === current
                  ? 'border-amber-700 text-stone-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {t(`adminBookings.tabs.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
