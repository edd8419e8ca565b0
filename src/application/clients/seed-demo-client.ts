import { initialConversationTitle } from '#domain/clients/project.ts';
import type {
  ClientRepository,
  DemoClientContent,
  DemoClientWriter,
  TransactionRepository,
} from './ports.ts';
import { recordTransaction } from './record-transaction.ts';

export const DEMO_CLIENT_EMAIL = 'client@example.com';

const DEMO_PROJECT_NAME = 'Bakery Website Relaunch';

/** What a fresh site shows in the portal and the admin screens (SEED_DEMO_CONTENT). */
export const DEMO_CLIENT: DemoClientContent = {
  client: {
    name: 'Demo Client',
    email: DEMO_CLIENT_EMAIL,
    phone: '020 7946 0123',
    company: 'Demo Bakery Ltd',
    language: 'en',
  },
  project: {
    name: DEMO_PROJECT_NAME,
    description:
      'A new website for our two bakeries: the weekly menu, online pre-orders for collection and a page for catering enquiries.',
    projectTypes: ['website', 'ecommerce'],
    budgetRange: '5k_to_15k',
    timelinePreference: '1_to_2_months',
    status: 'active',
  },
  conversation: {
    title: initialConversationTitle(DEMO_PROJECT_NAME),
    messages: [
      {
        author: 'client',
        body: 'A new website for our two bakeries: the weekly menu, online pre-orders for collection and a page for catering enquiries.',
      },
      {
        author: 'owner',
        body: 'Thank you for the details! I have put together a proposal with the scope and the payment structure. Have a look in the Proposals tab.',
      },
      { author: 'client', body: 'Lovely, we will read it this week and come back to you.' },
    ],
  },
  proposal: {
    title: 'Bakery website and pre-orders',
    description: 'Design and build of the new website, with online pre-orders for collection.',
    totalAmountPence: 480_000,
    depositPercentage: 50,
    scopeItems: [
      {
        title: 'Design',
        description: 'Home, menu, about and contact pages, on phones and desktops.',
        pricePence: 150_000,
      },
      {
        title: 'Pre-orders',
        description: 'Order for collection, paid online, with a daily list for the shop.',
        pricePence: 250_000,
      },
      { title: 'Launch', description: 'Content entry, training and a month of support.', pricePence: 80_000 },
    ],
    status: 'sent',
  },
};

const DEMO_TRANSACTIONS = [
  { type: 'credit', amountPence: 50_000, description: 'Deposit received' },
  { type: 'debit', amountPence: 30_000, description: 'Discovery workshop (2 days)' },
] as const;

export type SeedDemoClientResult = { outcome: 'seeded'; clientId: string } | { outcome: 'skipped' };

/**
 * Once, on a fresh site: the demo client with a project, its conversation, a sent proposal and two
 * transactions (recorded like any other, so the balances add up). A site where the demo address is a
 * client already (seeded before, or a real inquiry) is left as it is.
 */
export async function seedDemoClient(deps: {
  clients: ClientRepository;
  demoClients: DemoClientWriter;
  transactions: TransactionRepository;
}): Promise<SeedDemoClientResult> {
  if (await deps.clients.findByEmail(DEMO_CLIENT_EMAIL)) return { outcome: 'skipped' };
  const clientId = await deps.demoClients.create(DEMO_CLIENT);
  if (!clientId) return { outcome: 'skipped' };
  for (const transaction of DEMO_TRANSACTIONS) await recordTransaction(deps, clientId, transaction);
  return { outcome: 'seeded', clientId };
}
