import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import {
  InMemoryClientProjects,
  InMemoryConversations,
  InMemoryProposals,
  InMemoryTransactions,
} from '#fixtures/fakes/in-memory-portal.ts';
import { InMemoryDeposits } from '#fixtures/fakes/in-memory-proposals.ts';

/** Two clients, Ada (signed in) and Bob (someone else), and the portal's repositories in memory. */
export function portalWorld() {
  const clients = new InMemoryClients();
  const ada = clients.add({ name: 'Ada Lovelace', email: 'ada@example.com', userId: 'user-ada' });
  const bob = clients.add({ name: 'Bob Other', email: 'bob@example.com', userId: 'user-bob' });
  const proposals = new InMemoryProposals();
  const deps = {
    clients,
    projects: new InMemoryClientProjects(),
    proposals,
    deposits: new InMemoryDeposits(proposals),
    conversations: new InMemoryConversations(),
    transactions: new InMemoryTransactions(clients),
  };
  const session = (client: { id: string; name: string; email: string }) => ({
    id: client.id,
    name: client.name,
    email: client.email,
  });
  return { deps, ada, bob, asAda: session(ada), asBob: session(bob) };
}
