import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_EMAIL, seedDemoClient } from '#application/clients/seed-demo-client.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import { InMemoryDemoClients, InMemoryTransactions } from '#fixtures/fakes/in-memory-portal.ts';

function world() {
  const clients = new InMemoryClients();
  return {
    clients,
    demoClients: new InMemoryDemoClients(clients),
    transactions: new InMemoryTransactions(clients),
  };
}

describe('seedDemoClient', () => {
  it('creates the demo client with an active project, a conversation, a sent proposal and two transactions that add up', async () => {
    const deps = world();
    const result = await seedDemoClient(deps);
    expect(result.outcome).toBe('seeded');
    const client = await deps.clients.findByEmail(DEMO_CLIENT_EMAIL);
    expect(client).toMatchObject({
      name: 'Demo Client',
      phone: expect.any(String),
      company: expect.any(String),
    });
    const [content] = deps.demoClients.written;
    expect(content?.project.status).toBe('active');
    expect(content?.proposal.status).toBe('sent');
    expect(content?.conversation.title).toBe(`${content?.project.name} - Initial Inquiry`);
    expect(content?.conversation.messages.map((message) => message.author)).toContain('owner');
    expect(deps.transactions.rows.map((row) => [row.type, row.description, row.balanceAfterPence])).toEqual([
      ['credit', 'Deposit received', 50_000],
      ['debit', 'Discovery workshop (2 days)', 20_000],
    ]);
    expect(client?.accountBalancePence).toBe(20_000);
  });

  it('does nothing the second time (or when the demo address is already a client)', async () => {
    const deps = world();
    await seedDemoClient(deps);
    expect(await seedDemoClient(deps)).toEqual({ outcome: 'skipped' });
    expect(deps.clients.rows).toHaveLength(1);
    expect(deps.transactions.rows).toHaveLength(2);
  });
});
