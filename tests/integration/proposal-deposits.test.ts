import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import {
  type Credentials,
  createStaffAccounts,
  EDITOR,
  OWNER,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';

const OWNER_INBOX = 'owner-inbox@example.com';
const WEBHOOK_SECRET = 'whsec_test';
/** £1,000.01 at 50%: the deposit is £500.01 (rounded to the penny). */
const TOTAL = 100_001;
const DEPOSIT = 50_001;
const OPENING_BALANCE = 2_500;

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

const client = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.15.0.${++ipCounter}` });

const signedIn = (credentials: Credentials) => signIn(client(), credentials);

async function startSite(extra: Record<string, string> = {}) {
  Object.assign(environment.env, extra);
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
}

async function stopSite() {
  await site?.stop();
  await worker?.stop();
  site = undefined;
  worker = undefined;
}

type Sql = <Row extends object>(text: string, params?: unknown[]) => Promise<Row[]>;

/** The site's database: PostgreSQL beside the site, or PGlite while the site is stopped (one process at a time). */
async function withDatabase<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const url = environment.env.DATABASE_URL;
  const running = site !== undefined;
  if (!url && running) await stopSite();
  const database: Database = await openDatabase({
    ...(url ? { databaseUrl: url } : { pgliteDir: path.join(environment.dataDir, 'db') }),
    logger: testLogger,
  });
  try {
    await database.migrate();
    return await work((text, params = []) => runSql(database.fork(), text, params));
  } finally {
    await database.close();
    if (!url && running) await startSite();
  }
}

interface Fixture {
  clientId: string;
  approved: string;
  concurrent: string;
  reviewing: string;
  card: string;
  wrongAmount: string;
}
const fixture = {} as Fixture;

async function seed(sql: Sql) {
  const clientFor = async (name: string) => {
    const clientId = randomUUID();
    await sql(`insert into "clients" ("id", "name", "email", "account_balance") values (?, ?, ?, ?)`, [
      clientId,
      `${name} Client`,
      `${name.toLowerCase()}@example.com`,
      OPENING_BALANCE,
    ]);
    const projectId = randomUUID();
    await sql(
      `insert into "projects" ("id", "client_id", "name", "status", "owner_notified_at") values (?, ?, ?, 'active', now())`,
      [projectId, clientId, `${name} Website`],
    );
    return { clientId, projectId };
  };
  const proposal = async (projectId: string, title: string, status: string) => {
    const id = randomUUID();
    await sql(
      `insert into "proposals" ("id", "project_id", "title", "total_amount", "deposit_percentage", "status", "approved_at")
       values (?, ?, ?, ?, 50, ?, ${status === 'approved' ? 'now()' : 'null'})`,
      [id, projectId, title, TOTAL, status],
    );
    return id;
  };
  const ada = await clientFor('Ada');
  const bob = await clientFor('Bob');
  const cat = await clientFor('Cat');
  fixture.clientId = ada.clientId;
  fixture.approved = await proposal(ada.projectId, 'Website redesign', 'approved');
  fixture.reviewing = await proposal(ada.projectId, 'Still in review', 'client_reviewing');
  fixture.concurrent = await proposal(bob.projectId, 'Raced proposal', 'approved');
  fixture.card = await proposal(cat.projectId, 'Paid by card', 'approved');
  fixture.wrongAmount = await proposal(cat.projectId, 'Tampered checkout', 'approved');
}

/** What a proposal's deposit left in the database. */
async function depositState(proposalId: string) {
  return withDatabase(async (sql) => {
    const [proposal] = await sql<{ status: string; locked: boolean; client_id: string }>(
      `select p."status", p."locked_at" is not null as "locked", pr."client_id" from "proposals" p
       join "projects" pr on pr."id" = p."project_id" where p."id" = ?`,
      [proposalId],
    );
    const payments = await sql<{
      method: string;
      amount: number;
      reference: string;
      provider_reference: string | null;
    }>(
      `select "method", "amount", "reference", "provider_reference" from "proposal_payments" where "proposal_id" = ?`,
      [proposalId],
    );
    const credits = await sql<{ type: string; amount: number; balance_after: number; description: string }>(
      `select "type", "amount", "balance_after", "description" from "account_transactions" where "client_id" = ?`,
      [proposal?.client_id],
    );
    const [balance] = await sql<{ account_balance: number }>(
      `select "account_balance" from "clients" where "id" = ?`,
      [proposal?.client_id],
    );
    return {
      status: proposal?.status,
      locked: proposal?.locked,
      payments,
      credits,
      balance: balance?.account_balance,
    };
  });
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: OWNER_INBOX,
  });
  await createStaffAccounts(environment.env);
  await withDatabase(seed);
  await startSite();
}, 90_000);

afterAll(async () => {
  await stopSite();
  await environment?.cleanup();
  await smtp?.close();
});

const record = (http: HttpClient, id: string, note?: string) =>
  http.trpc('proposals.recordBankTransfer', 'mutation', { id, ...(note === undefined ? {} : { note }) });

describe('recording a bank transfer (admin)', () => {
  it('refuses an editor (403) and a proposal not yet approved (409, with the reason)', async () => {
    const editor = await signedIn(EDITOR);
    expect((await record(editor, fixture.approved)).status).toBe(403);
    const admin = await signedIn(OWNER);
    const early = await record(admin, fixture.reviewing);
    expect(early.status).toBe(409);
    expect(early.error.message).toBe('The deposit can be paid once the proposal has been approved.');
  });

  it('locks the proposal, credits the client once with balance_after, and e-mails both sides', async () => {
    const admin = await signedIn(OWNER);
    const { status, data } = await record(admin, fixture.approved, 'FPS 12345');
    expect(status).toBe(200);
    expect(data).toMatchObject({
      method: 'bank_transfer',
      amountPence: DEPOSIT,
      providerReference: 'FPS 12345',
    });
    expect(data.reference).toMatch(/^DEP-[0-9A-F]{12}$/);

    const mails = await smtp.waitForMessages(2);
    const toClient = mails.find((mail) => mail.envelopeTo.includes('ada@example.com'));
    const toOwner = mails.find((mail) => mail.envelopeTo.includes(OWNER_INBOX));
    expect(toClient?.parsed.subject).toBe('Deposit received: Website redesign');
    expect(toClient?.parsed.text).toContain('£500.01');
    expect(toOwner?.parsed.subject).toBe('Deposit paid: Website redesign (£500.01)');
    expect(toOwner?.parsed.text).toContain(data.reference);

    const again = await record(admin, fixture.approved);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('The deposit for this proposal has already been paid.');

    expect(await depositState(fixture.approved)).toEqual({
      status: 'locked',
      locked: true,
      payments: [
        {
          method: 'bank_transfer',
          amount: DEPOSIT,
          reference: data.reference,
          provider_reference: 'FPS 12345',
        },
      ],
      credits: [
        {
          type: 'credit',
          amount: DEPOSIT,
          balance_after: OPENING_BALANCE + DEPOSIT,
          description: 'Deposit for proposal: Website redesign',
        },
      ],
      balance: OPENING_BALANCE + DEPOSIT,
    });
  });

  it('records 20 concurrent recordings of one proposal as one payment and one credit', async () => {
    const admin = await signedIn(OWNER);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => record(admin, fixture.concurrent, `try ${n}`)),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const paid = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.data.providerReference);
    // Whoever answered 200 answered the one payment that was recorded.
    expect(new Set(paid).size).toBe(1);
    await smtp.waitForMessages(4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(4);
    const state = await depositState(fixture.concurrent);
    expect(state.status).toBe('locked');
    expect(state.payments).toHaveLength(1);
    expect(state.credits).toEqual([
      expect.objectContaining({ amount: DEPOSIT, balance_after: OPENING_BALANCE + DEPOSIT }),
    ]);
    expect(state.balance).toBe(OPENING_BALANCE + DEPOSIT);
  });

  it('has no Stripe webhook without Stripe configured', async () => {
    const response = await client().post('/webhooks/stripe', { id: 'evt_x' });
    expect(response.status).toBe(404);
  });
});

describe('Stripe Checkout webhooks', () => {
  const stripe = new Stripe('sk_test_x');
  let sent = 0;

  beforeAll(async () => {
    await stopSite();
    await startSite({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    sent = smtp.received.length;
  }, 60_000);

  const completed = (eventId: string, proposalId: string, amount: number) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${eventId}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: amount,
          currency: 'gbp',
          client_reference_id: proposalId,
          metadata: { proposal_id: proposalId },
        },
      },
    });

  const deliver = (
    payload: string,
    signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    fetch(`${site?.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });

  it('records a signed checkout.session.completed: locked and credited, both e-mailed', async () => {
    const response = await deliver(completed('evt_card_1', fixture.card, DEPOSIT));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'recorded' });
    await smtp.waitForMessages(sent + 2);
    const state = await depositState(fixture.card);
    expect(state).toMatchObject({
      status: 'locked',
      locked: true,
      payments: [{ method: 'stripe', amount: DEPOSIT, provider_reference: 'cs_test_evt_card_1' }],
      credits: [{ type: 'credit', amount: DEPOSIT, balance_after: OPENING_BALANCE + DEPOSIT }],
    });
  });

  it('answers 200 to the same event again and changes nothing', async () => {
    const response = await deliver(completed('evt_card_1', fixture.card, DEPOSIT));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'replay' });
    const state = await depositState(fixture.card);
    expect(state.payments).toHaveLength(1);
    expect(state.credits).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(sent + 2);
  });

  it('refuses a bad signature with 400', async () => {
    const payload = completed('evt_forged', fixture.wrongAmount, DEPOSIT);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, 'nonsense')).status).toBe(400);
  });

  it("sends a visitor pressing 'Pay by card' without JavaScript to sign in first", async () => {
    const response = await client().form(`/portal/proposals/${fixture.wrongAmount}/checkout`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/client_login?redirect=${encodeURIComponent(`/portal/proposals/${fixture.wrongAmount}`)}`,
    );
  });

  it('does not record a payment of the wrong amount', async () => {
    const response = await deliver(completed('evt_tampered', fixture.wrongAmount, 100));
    expect(response.status).toBe(400);
    const state = await depositState(fixture.wrongAmount);
    expect(state.status).toBe('approved');
    expect(state.payments).toEqual([]);
  });
});
