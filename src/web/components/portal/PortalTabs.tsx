import { useTranslation } from '../../i18n/use-translation.tsx';
import { PORTAL_TABS, type PortalTab } from '../../lib/portal-tabs.ts';
import { TabLinks } from '../ui/TabLinks.tsx';
import { OWN_PORTAL, usePortalView } from './portal-view.ts';

/** The address of a tab: the dashboard is the portal itself (the client's own, or the owner's view of it). */
export function portalTabHref(tab: PortalTab, basePath: string = OWN_PORTAL.basePath): string {
  return tab === 'dashboard' ? basePath : `${basePath}?tab=${tab}`;
}

/** The portal's sections as tabs (see `TabLinks`). Messages shows the unread count. */
export function PortalTabs({ current, unread = 0 }: { current: PortalTab; unread?: number }) {
  const { t } = useTranslation();
  const { basePath } = usePortalView();
  return (
    <TabLinks
      label={t('portal.tabsLabel')}
      tabs={PORTAL_TABS}
      current={current}
      href={(tab) => portalTabHref(tab, basePath)}
    >
      {(tab) => (
        <>
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
        </>
      )}
    </TabLinks>
  );
}
