import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTransaction } from '#application/clients/record-transaction.ts';
import type { Role } from '#domain/accounts/user.ts';
import { loadConfig } from '#infrastructure/config.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmTransactionRepository } from '#infrastructure/orm/clients/account-transaction.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { BankTransferPayments } from '#infrastructure/payments/bank-transfer-payments.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

// "View Client Portal": the staff procedures that read a client's portal as the client sees it.

let opened: OpenTestDatabase | undefined;
let database: Database;
let servicesForRequest: ReturnType<typeof requestServicesOn>;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  // The portal's reads go through repositories on the request's unit of work (the deposit's
  // instructions name the configuration's default payee); queue, storage and mail are unused.
  const config = loadConfig({ NODE_ENV: 'test' });
  servicesForRequest = requestServicesOn(database, {
    config,
    payments: new BankTransferPayments(config.bankPayee),
  });
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => runSql<Row>(database.fork(), text, params);

let people = 0;

/** A signed-in person's caller (a new account of the given role). */
async function callerFor(role: Role) {
  const email = `portal-view-${role}-${++people}@example.com`;
  const user = await new OrmUserRepository(database.fork()).create(
    { email, passwordHash: 'hash', firstName: role, lastName: 'Person', phone: null, role },
    100,
  );
  const caller = createServerCaller({
    services: servicesForRequest(),
    viewer: { id: user.id, email, firstName: role, lastName: 'Person', role } as never,
    request: { id: 'test', ip: '127.0.0.1', userAgent: undefined, anonymousSessionId: null, language: 'en' },
  });
  return { user, caller };
}

/** A client with an account, one of everything in their portal, and an unread message from the owner. */
async function clientWithPortal(name: string) {
  const { user, caller } = await callerFor('user');
  const clientId = crypto.randomUUID();
  await sql(
    `insert into "clients" ("id", "user_id", "name", "email", "phone") values (?, ?, ?, ?, '+44 20 7946 0000')`,
    [clientId, user.id, `${name} Client`, user.email],
  );
  const projectId = crypto.randomUUID();
  const sentId = crypto.randomUUID();
  const approvedId = crypto.randomUUID();
  const conversationId = crypto.randomUUID();
  await sql(`insert into "projects" ("id", "client_id", "name", "status") values (?, ?, ?, 'active')`, [
    projectId,
    clientId,
    `${name}'s website`,
  ]);
  for (const [id, status] of [
    [sentId, 'sent'],
    [approvedId, 'approved'],
  ])
    await sql(
      `insert into "proposals" ("id", "project_id", "title", "total_amount", "status", "approved_at") values (?, ?, ?, 100000, ?, ?)`,
      [id, projectId, `${status} proposal`, status, status === 'approved' ? new Date() : null],
    );
  await sql(
    `insert into "conversations" ("id", "client_id", "project_id", "title", "last_message_at") values (?, ?, ?, 'Kick-off', now())`,
    [conversationId, clientId, projectId],
  );
  await sql(
    `insert into "conversation_messages" ("id", "conversation_id", "author", "body") values (?, ?, 'owner', 'Welcome aboard')`,
    [crypto.randomUUID(), conversationId],
  );
  await recordTransaction({ transactions: new OrmTransactionRepository(database.fork()) }, clientId, {
    type: 'credit',
    amountPence: 2_500,
    description: 'Deposit',
  });
  return { clientId, caller, sentId, approvedId, conversationId };
}

describe("a client's portal as the owner sees it", () => {
  it('is exactly what the client sees, for an admin and for an editor', async () => {
    const client = await clientWithPortal('Alice');
    const { clientId } = client;
    const own = client.caller.clients;
    for (const role of ['admin', 'editor'] as const) {
      const staff = (await callerFor(role)).caller.adminClients;
      expect(await staff.portalOverview({ clientId })).toEqual(await own.portal());
      expect(await staff.portalProposals({ clientId })).toEqual(await client.caller.proposals.clientList());
      expect(await staff.portalConversations({ clientId })).toEqual(await own.conversations());
      expect(await staff.portalTransactions({ clientId })).toEqual(await own.transactions());
      expect(await staff.portalSettings({ clientId })).toEqual(await own.settings());
      expect(await staff.portalProposal({ clientId, id: client.approvedId })).toEqual(
        await client.caller.proposals.clientDetail({ id: client.approvedId }),
      );
      expect(await staff.portalDepositInstructions({ clientId, id: client.approvedId })).toEqual(
        await client.caller.proposals.depositInstructions({ id: client.approvedId }),
      );
      expect(await staff.portalConversation({ clientId, id: client.conversationId })).toEqual(
        await own.conversation({ id: client.conversationId }),
      );
    }
    expect((await own.portal()).client.name).toBe('Alice Client');
  });

  it('changes nothing: a sent proposal stays sent, a message stays unread', async () => {
    const client = await clientWithPortal('Boris');
    const { clientId } = client;
    const staff = (await callerFor('admin')).caller.adminClients;
    const before = await sql<{ status: string; first_viewed_at: Date | null }>(
      `select "status", "first_viewed_at" from "proposals" where "id" = ?`,
      [client.sentId],
    );
    expect(before).toEqual([{ status: 'sent', first_viewed_at: null }]);

    expect((await staff.portalProposal({ clientId, id: client.sentId })).status).toBe('sent');
    await staff.portalProposals({ clientId });
    await staff.portalOverview({ clientId });
    await staff.portalConversation({ clientId, id: client.conversationId });
    await staff.portalConversations({ clientId });

    expect(
      await sql(`select "status", "first_viewed_at" from "proposals" where "id" = ?`, [client.sentId]),
    ).toEqual(before);
    expect(
      await sql<{ read_at: Date | null }>(
        `select "read_at" from "conversation_messages" where "conversation_id" = ?`,
        [client.conversationId],
      ),
    ).toEqual([{ read_at: null }]);
  });

  it("never shows another client's records under a client's id, nor an unknown client", async () => {
    const alice = await clientWithPortal('Carla');
    const boris = await clientWithPortal('Dmitri');
    const staff = (await callerFor('editor')).caller.adminClients;
    await expect(staff.portalProposal({ clientId: boris.clientId, id: alice.sentId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      staff.portalConversation({ clientId: boris.clientId, id: alice.conversationId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(staff.portalOverview({ clientId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('is for staff only: a client cannot read even their own portal through it', async () => {
    const client = await clientWithPortal('Emil');
    await expect(
      client.caller.adminClients.portalOverview({ clientId: client.clientId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const other = await callerFor('user');
    await expect(
      other.caller.adminClients.portalProposal({ clientId: client.clientId, id: client.sentId }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
