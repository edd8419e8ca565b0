import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTransaction } from '#application/clients/record-transaction.ts';
import { DEMO_CLIENT_EMAIL, seedDemoClient } from '#application/clients/seed-demo-client.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmTransactionRepository } from '#infrastructure/orm/clients/account-transaction.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { OrmDemoClientWriter } from '#infrastructure/orm/clients/demo-client.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;
let servicesForRequest: ReturnType<typeof requestServicesOn>;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  // The portal's procedures read through repositories on the request's unit of work; the adapters
  // they do not use (queue, storage, mail) are never called here.
  servicesForRequest = requestServicesOn(database);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => runSql<Row>(database.fork(), text, params);

/** A user account with its client record, and the portal's caller signed in as that user. */
async function clientWithSession(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const user = await new OrmUserRepository(database.fork()).create(
    { email, passwordHash: 'hash', firstName: name, lastName: 'Client', phone: null, role: 'user' },
    100,
  );
  const clientId = crypto.randomUUID();
  await sql(`insert into "clients" ("id", "user_id", "name", "email") values (?, ?, ?, ?)`, [
    clientId,
    user.id,
    `${name} Client`,
    email,
  ]);
  const caller = createServerCaller({
    services: servicesForRequest(),
    viewer: { id: user.id, email, firstName: name, lastName: 'Client', role: 'user' } as never,
    request: { id: 'test', ip: '127.0.0.1', userAgent: undefined, anonymousSessionId: null, language: 'en' },
  });
  return { clientId, caller };
}

/** One of everything for a client: a project, a proposal of the given status, a conversation, a transaction. */
async function rowsFor(clientId: string, proposalStatus = 'sent') {
  const projectId = crypto.randomUUID();
  const proposalId = crypto.randomUUID();
  const conversationId = crypto.randomUUID();
  await sql(`insert into "projects" ("id", "client_id", "name", "status") values (?, ?, ?, 'active')`, [
    projectId,
    clientId,
    `Project of ${clientId}`,
  ]);
  await sql(
    `insert into "proposals" ("id", "project_id", "title", "total_amount", "status") values (?, ?, ?, 100000, ?)`,
    [proposalId, projectId, `Proposal of ${clientId}`, proposalStatus],
  );
  await sql(`insert into "conversations" ("id", "client_id", "project_id", "title") values (?, ?, ?, ?)`, [
    conversationId,
    clientId,
    projectId,
    `Conversation of ${clientId}`,
  ]);
  const transaction = await recordTransaction(
    { transactions: new OrmTransactionRepository(database.fork()) },
    clientId,
    { type: 'credit', amountPence: 2_500, description: `Credit of ${clientId}` },
  );
  return { projectId, proposalId, conversationId, transactionId: transaction.id };
}

describe('a client sees only their own rows', () => {
  it("answers NOT_FOUND when client B asks for client A's project, proposal, conversation and transaction", async () => {
    const a = await clientWithSession('Alice');
    const b = await clientWithSession('Boris');
    const aRows = await rowsFor(a.clientId);
    await rowsFor(b.clientId);

    // A reads her own...
    expect((await a.caller.clients.project({ id: aRows.projectId })).id).toBe(aRows.projectId);
    expect((await a.caller.proposals.clientDetail({ id: aRows.proposalId })).depositAmountPence).toBe(50_000);
    expect((await a.caller.clients.conversation({ id: aRows.conversationId })).conversation.id).toBe(
      aRows.conversationId,
    );
    expect((await a.caller.clients.transaction({ id: aRows.transactionId })).balanceAfterPence).toBe(2_500);
    // ...and B gets nothing of hers.
    await expect(b.caller.clients.project({ id: aRows.projectId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(b.caller.proposals.clientDetail({ id: aRows.proposalId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(b.caller.clients.conversation({ id: aRows.conversationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(b.caller.clients.transaction({ id: aRows.transactionId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // B's lists hold only B's rows.
    const titles = (rows: { title?: string; name?: string; description?: string }[]) =>
      rows.map((row) => row.title ?? row.name ?? row.description ?? '');
    const lists = [
      titles(await b.caller.clients.projects()),
      titles(await b.caller.proposals.clientList()),
      titles(await b.caller.clients.conversations()),
      titles(await b.caller.clients.transactions()),
    ];
    for (const list of lists) {
      expect(list).toHaveLength(1);
      expect(list[0]).toContain(b.clientId);
    }
    const overview = await b.caller.clients.portal();
    expect(overview.counts).toEqual({
      activeProjects: 1,
      totalProjects: 1,
      pendingProposals: 1,
      conversations: 1,
    });
    expect(overview.client.paymentsReceivedPence).toBe(2_500);
    expect(await b.caller.clients.settings()).toEqual({
      name: 'Boris Client',
      email: 'boris@example.com',
      phone: null,
      company: null,
      language: 'en',
      timeZone: 'Europe/London',
    });
  });

  it('never shows a draft proposal to its client', async () => {
    const c = await clientWithSession('Chloe');
    const rows = await rowsFor(c.clientId, 'draft');
    expect(await c.caller.proposals.clientList()).toEqual([]);
    await expect(c.caller.proposals.clientDetail({ id: rows.proposalId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await c.caller.clients.portal()).counts.pendingProposals).toBe(0);
  });
});

describe("the language of the portal's e-mails", () => {
  const languages = async (clientId: string) =>
    (
      await sql<{ client: string; account: string }>(
        `select c."language" as "client", u."language" as "account" from "clients" c
         join "users" u on u."id" = c."user_id" where c."id" = ?`,
        [clientId],
      )
    )[0];

  it("is kept on the signed-in client's own record and on their account, and nobody else's", async () => {
    const carla = await clientWithSession('Carla');
    const dmitri = await clientWithSession('Dmitri');
    expect((await carla.caller.clients.settings()).language).toBe('en');

    const answer = await carla.caller.clients.setLanguage({ language: 'de' });
    expect(answer).toMatchObject({ name: 'Carla Client', language: 'de' });
    expect(await languages(carla.clientId)).toEqual({ client: 'de', account: 'de' });
    // The Settings tab shows it after a reload, and /account shows the same choice.
    expect((await carla.caller.clients.settings()).language).toBe('de');
    expect((await carla.caller.accounts.me())?.language).toBe('de');
    expect(await languages(dmitri.clientId)).toEqual({ client: 'en', account: 'en' });
  });

  it('refuses a language the site does not write in, with "Choose a language"', async () => {
    const elena = await clientWithSession('Elena');
    await expect(elena.caller.clients.setLanguage({ language: 'nl' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Choose a language'),
    });
    expect(await languages(elena.clientId)).toEqual({ client: 'en', account: 'en' });
  });

  it('is refused to a signed-in user without a client record', async () => {
    const user = await new OrmUserRepository(database.fork()).create(
      {
        email: 'no-client@example.com',
        passwordHash: 'hash',
        firstName: 'No',
        lastName: 'Client',
        phone: null,
        role: 'user',
      },
      100,
    );
    const caller = createServerCaller({
      services: servicesForRequest(),
      viewer: { id: user.id, email: user.email, firstName: 'No', lastName: 'Client', role: 'user' } as never,
      request: {
        id: 'test',
        ip: '127.0.0.1',
        userAgent: undefined,
        anonymousSessionId: null,
        language: 'en',
      },
    });
    await expect(caller.clients.setLanguage({ language: 'fr' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await new OrmUserRepository(database.fork()).findById(user.id))?.language).toBe('en');
  });
});

describe("the zone of the portal's times (issue 43, item 8)", () => {
  it("is kept on the signed-in client's own record only, and a zone not on the list is refused", async () => {
    const fatima = await clientWithSession('Fatima');
    const gustav = await clientWithSession('Gustav');
    expect((await fatima.caller.clients.portal()).client.timeZone).toBe('Europe/London');

    expect(await fatima.caller.clients.setTimeZone({ timeZone: 'Europe/Madrid' })).toMatchObject({
      name: 'Fatima Client',
      timeZone: 'Europe/Madrid',
    });
    expect((await fatima.caller.clients.settings()).timeZone).toBe('Europe/Madrid');
    expect((await fatima.caller.clients.portal()).client.timeZone).toBe('Europe/Madrid');
    expect((await gustav.caller.clients.settings()).timeZone).toBe('Europe/London');

    await expect(fatima.caller.clients.setTimeZone({ timeZone: 'Mars/Olympus_Mons' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Choose a time zone from the list'),
    });
    expect((await fatima.caller.clients.settings()).timeZone).toBe('Europe/Madrid');
  });
});

describe('account transactions', () => {
  it('keeps every one of 50 concurrent 1p credits: balance 50, balances after 1..50 each once', async () => {
    const { clientId } = await clientWithSession('Dora');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        recordTransaction({ transactions: new OrmTransactionRepository(database.fork()) }, clientId, {
          type: 'credit',
          amountPence: 1,
          description: 'A penny',
        }),
      ),
    );
    const [client] = await sql<{ account_balance: number }>(
      `select "account_balance" from "clients" where "id" = ?`,
      [clientId],
    );
    expect(client?.account_balance).toBe(50);
    const rows = await sql<{ balance_after: number }>(
      `select "balance_after" from "account_transactions" where "client_id" = ? order by "balance_after"`,
      [clientId],
    );
    expect(rows.map((row) => row.balance_after)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  }, 30_000);

  it('counts what the client paid (credits), not credits less debits, as payments received', async () => {
    const { clientId } = await clientWithSession('Edda');
    const transactions = () => ({ transactions: new OrmTransactionRepository(database.fork()) });
    await recordTransaction(transactions(), clientId, {
      type: 'credit',
      amountPence: 50_000,
      description: 'Paid',
    });
    await recordTransaction(transactions(), clientId, {
      type: 'debit',
      amountPence: 30_000,
      description: 'Charged',
    });
    const [client] = await sql<{ account_balance: number; payments_received: number }>(
      `select "account_balance", "payments_received" from "clients" where "id" = ?`,
      [clientId],
    );
    expect(client).toEqual({ account_balance: 20_000, payments_received: 50_000 });
  });
});

describe('the demo client', () => {
  const seed = () =>
    seedDemoClient({
      clients: new OrmClientRepository(database.fork()),
      demoClients: new OrmDemoClientWriter(database.fork()),
      transactions: new OrmTransactionRepository(database.fork()),
    });

  it('is seeded once, with a project, a conversation with messages, a sent proposal and two transactions', async () => {
    expect((await seed()).outcome).toBe('seeded');
    expect(await seed()).toEqual({ outcome: 'skipped' });
    const count = async (table: string) =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from "${table}" t join "clients" c on c."id" = t."client_id" where c."email" = ?`,
          [DEMO_CLIENT_EMAIL],
        )
      )[0]?.n;
    expect(await count('projects')).toBe(1);
    expect(await count('conversations')).toBe(1);
    expect(await count('account_transactions')).toBe(2);
    const [client] = await sql<{ account_balance: number; name: string }>(
      `select "account_balance", "name" from "clients" where "email" = ?`,
      [DEMO_CLIENT_EMAIL],
    );
    expect(client).toEqual({ account_balance: 20_000, name: 'Demo Client' });
    const [messages] = await sql<{ n: number }>(
      `select count(*)::int as n from "conversation_messages" m join "conversations" c on c."id" = m."conversation_id"
       join "clients" k on k."id" = c."client_id" where k."email" = ?`,
      [DEMO_CLIENT_EMAIL],
    );
    expect(messages?.n).toBe(3);
    const [proposal] = await sql<{ status: string }>(
      `select p."status" from "proposals" p join "projects" j on j."id" = p."project_id"
       join "clients" c on c."id" = j."client_id" where c."email" = ?`,
      [DEMO_CLIENT_EMAIL],
    );
    expect(proposal?.status).toBe('sent');
  });
});
