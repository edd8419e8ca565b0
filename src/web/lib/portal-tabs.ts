/** Spec: the portal's tabs, in the order shown; the tab lives in the address (`?tab=`). */
export const PORTAL_TABS = ['dashboard', 'proposals', 'messages', 'transactions', 'settings'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/** Any other `?tab=` value reads as the dashboard. */
export function portalTab(value: unknown): PortalTab {
  return (PORTAL_TABS as readonly unknown[]).includes(value) ? (value as PortalTab) : 'dashboard';
}

/** Where the Settings tab's language form posts (a plain form, with or without its script). */
export const PORTAL_LANGUAGE_PATH = '/portal/settings/language';

/** The query parameter the language form's plain post redirects with (Post/Redirect/Get). */
export const LANGUAGE_SAVED_PARAM = 'language_saved';

/** Where the Settings tab's time-zone form posts (a plain form, with or without its script). */
export const PORTAL_TIME_ZONE_PATH = '/portal/settings/time-zone';

/** The query parameter the time-zone form's plain post redirects with (Post/Redirect/Get). */
export const TIME_ZONE_SAVED_PARAM = 'time_zone_saved';
