import { useTranslation } from '../../i18n/use-translation.tsx';
import { TabLinks } from '../ui/TabLinks.tsx';
import { BOOKING_TABS, type BookingTab, tabHref } from './tabs.ts';

/** The bookings admin's sections as tabs (see `TabLinks`). */
export function BookingTabs({ current }: { current: BookingTab }) {
  const { t } = useTranslation();
  return (
    <TabLinks label={t('adminBookings.tabsLabel')} tabs={BOOKING_TABS} current={current} href={tabHref}>
      {(tab) => t(`adminBookings.tabs.${tab}`)}
    </TabLinks>
  );
}
