import { useTranslation } from '../../i18n/use-translation.tsx';
import { PORTAL_TABS, type PortalTab } from '../../lib/portal-tabs.ts';
import { classNames } from '../ui/class-names.ts';
import { OWN_PORTAL, usePortalView } from './portal-view.ts';

/** The address of a tab: the dashboard is the portal itself (the client's own, or the owner's view of it). */
export function portalTabHref(tab: PortalTab, basePath: string = OWN_PORTAL.basePath): string {
  return tab === 'dashboard' ? basePath : `${basePath}?tab=${tab}`;
}

/**
 * The portal's sections as links (they work before scripts load, and each has its own address); the
 * current one is marked for screen readers with `aria-current`. Messages shows the unread count.
 */
export function PortalTabs({ current, unread = 0 }: { current: PortalTab; unread?: number }) {
  const { t } = useTranslation();
  const { basePath } = usePortalView();
  return (
    <nav aria-label={t('portal.tabsLabel')} className="mt-8 border-b border-stone-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {PORTAL_TABS.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              href={portalTabHref(tab, basePath)}
              aria-current={tab === current ? 'page' : undefined}
              className={classNames(
                'inline-block border-b-2 px-3 py-2 text-sm font-medium',
                tab === current
                  ? 'border-amber-700 text-stone-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {t(`portal.tabs.${tab}`)}
              {tab === 'messages' && unread > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    className="ml-1.5 rounded-full bg-amber-700 px-1.5 py-0.5 text-xs font-semibold text-white"
                  >
                    {unread}
                  </span>
                  <span className="sr-only"> {t('conversations.tabUnread', { count: unread })}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
