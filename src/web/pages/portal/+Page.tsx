import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ReaderTimeZoneContext } from '../../components/dates/reader-dates.ts';
import { ClientAccountNotFound } from '../../components/portal/ClientAccountNotFound.tsx';
import { DashboardTab } from '../../components/portal/DashboardTab.tsx';
import { MessagesTab } from '../../components/portal/MessagesTab.tsx';
import { PortalHeader } from '../../components/portal/PortalHeader.tsx';
import { PortalTabs } from '../../components/portal/PortalTabs.tsx';
import { ProjectClaimNotice } from '../../components/portal/ProjectClaimNotice.tsx';
import { ProposalsTab } from '../../components/portal/ProposalsTab.tsx';
import { SettingsTab } from '../../components/portal/SettingsTab.tsx';
import { TransactionsTab } from '../../components/portal/TransactionsTab.tsx';
import { useToast } from '../../components/toast/ToastProvider.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from './+data.ts';

/** Set by the client sign-in on its way here: the toast shows once, then the address forgets it. */
const SIGNED_IN_PARAM = 'signed_in';
/** Spec section 9: toasts in the client area last 5000 ms. */
const TOAST_MS = 5000;

function useSignedInToast() {
  const { t } = useTranslation();
  const toast = useToast();
  const { urlParsed } = usePageContext();
  const signedIn = urlParsed.search[SIGNED_IN_PARAM] === '1';
  useEffect(() => {
    if (!signedIn) return;
    toast(t('portal.signedIn'), 'success', TOAST_MS);
    const url = new URL(window.location.href);
    url.searchParams.delete(SIGNED_IN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [signedIn, t, toast]);
}

export default function Page() {
  const { overview, content, unread } = useData<Data>();
  useSignedInToast();
  if (!overview || !content) return <ClientAccountNotFound />;

  return (
    <ReaderTimeZoneContext.Provider value={overview.client.timeZone}>
      <main className="mx-auto max-w-5xl px-4 py-12">
        <PortalHeader
          name={overview.client.name}
          paymentsReceivedPence={overview.client.paymentsReceivedPence}
        />
        <ProjectClaimNotice />
        <PortalTabs current={content.tab} unread={unread} />
        <section className="mt-8">
          {content.tab === 'dashboard' && <DashboardTab overview={overview} />}
          {content.tab === 'proposals' && <ProposalsTab proposals={content.proposals} />}
          {content.tab === 'messages' && (
            <MessagesTab conversations={content.conversations} projects={content.projects} />
          )}
          {content.tab === 'transactions' && <TransactionsTab transactions={content.transactions} />}
          {content.tab === 'settings' && (
            <SettingsTab settings={content.settings} timeZones={content.timeZones} />
          )}
        </section>
      </main>
    </ReaderTimeZoneContext.Provider>
  );
}
