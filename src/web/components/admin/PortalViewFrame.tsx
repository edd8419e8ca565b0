import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ReaderTimeZoneContext } from '../dates/reader-dates.ts';
import { type PortalView, PortalViewContext } from '../portal/portal-view.ts';

/** Where the owner's view of a client's portal lives: `/admin/clients/{id}/portal`. */
export const portalViewBasePath = (clientId: string) => `/admin/clients/${clientId}/portal`;

/**
 * "View Client Portal": the client's portal pages, as they are, under the owner's address and
 * read-only (the portal components build links from the context and offer no action), below a banner
 * saying whose portal this is, with the way back to the client's page.
 *
 * Times are the client's, in their zone, not London's: the owner opens this view to see what the client
 * sees (on a call, "your message of 9:50" must match the client's screen). The banner names the zone,
 * so the owner does not read them as London's.
 */
export function PortalViewFrame({
  clientId,
  clientName,
  timeZone,
  children,
}: {
  clientId: string;
  clientName: string;
  /** The client's zone, in which the view shows every time. */
  timeZone: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const view = useMemo<PortalView>(
    () => ({ basePath: portalViewBasePath(clientId), readOnly: true }),
    [clientId],
  );
  return (
    <PortalViewContext.Provider value={view}>
      <ReaderTimeZoneContext.Provider value={timeZone}>
        <aside aria-label={t('portalView.label')} className="mx-auto max-w-5xl px-4 pt-6">
          <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="font-semibold">{t('portalView.banner', { name: clientName })}</p>
            <p className="mt-1">{t('portalView.zone', { name: clientName, zone: timeZone })}</p>
            <a
              href={`/admin/clients/${clientId}`}
              className="mt-2 inline-block font-medium underline underline-offset-2"
            >
              {t('portalView.back')}
            </a>
          </div>
        </aside>
        {children}
      </ReaderTimeZoneContext.Provider>
    </PortalViewContext.Provider>
  );
}
