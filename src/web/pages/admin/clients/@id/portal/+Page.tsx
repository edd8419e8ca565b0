import { useData } from 'vike-react/useData';
import { PortalViewFrame } from '#web/components/admin/PortalViewFrame.tsx';
import { DashboardTab } from '#web/components/portal/DashboardTab.tsx';
import { MessagesTab } from '#web/components/portal/MessagesTab.tsx';
import { PortalHeader } from '#web/components/portal/PortalHeader.tsx';
import { PortalTabs } from '#web/components/portal/PortalTabs.tsx';
import { ProposalsTab } from '#web/components/portal/ProposalsTab.tsx';
import { SettingsTab } from '#web/components/portal/SettingsTab.tsx';
import { TransactionsTab } from '#web/components/portal/TransactionsTab.tsx';
import type { Data } from './+data.ts';

/** The client's portal page (see /portal's +Page.tsx), in the owner's read-only view. */
export default function Page() {
  const { clientId, overview, content } = useData<Data>();
  return (
    <PortalViewFrame
      clientId={clientId}
      clientName={overview.client.name}
      timeZone={overview.client.timeZone}
    >
      <main className="mx-auto max-w-5xl px-4 py-12">
        <PortalHeader
          name={overview.client.name}
          paymentsReceivedPence={overview.client.paymentsReceivedPence}
        />
        <PortalTabs current={content.tab} />
        <section className="mt-8">
          {content.tab === 'dashboard' && <DashboardTab overview={overview} />}
          {content.tab === 'proposals' && <ProposalsTab proposals={content.proposals} />}
          {content.tab === 'messages' && (
            // Read-only: no new-conversation form, so no projects to offer.
            <MessagesTab conversations={content.conversations} projects={[]} />
          )}
          {content.tab === 'transactions' && <TransactionsTab transactions={content.transactions} />}
          {content.tab === 'settings' && <SettingsTab settings={content.settings} />}
        </section>
      </main>
    </PortalViewFrame>
  );
}
