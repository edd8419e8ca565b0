import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import {
  type RunningProcess,
  type startSiteProcess,
  startSiteWithWorker,
} from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

const OWNER_INBOX = 'owner-inbox@example.com';
const WEBHOOK_SECRET = 'whsec_faults';
/** £1,200.00 at 25%: the deposit is £300.00. */
const TOTAL = 120_000;
const DEPOSIT = 30_000;
const DAY_SECONDS = 24 * 60 * 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let environment: SiteEnvironment;
let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
const stripe = new Stripe('sk_test_faults');

const sql = <Row>(text: string, params: unknown[] = []) =>
  queryDatabase<Row>(environment.env.DATABASE_URL ?? '', text, params);

/** An approved proposal of a client of its own (their inbox shows only this proposal's e-mails). */
async function approvedProposal(name: string) {
  const clientId = randomUUID();
  const email = `${name.toLowerCase()}@example.com`;
  await sql(`insert into "clients" ("id", "name", "email") values ($1, $2, $3)`, [clientId, name, email]);
  const projectId = randomUUID();
  await sql(
    `insert into "projects" ("id", "client_id", "name", "status", "owner_notified_at") values ($1, $2, $3, 'active', now())`,
    [projectId, clientId, `${name} Website`],
  );
  const proposalId = randomUUID();
  await sql(
    `insert into "proposals" ("id", "project_id", "title", "total_amount", "deposit_percentage", "status", "approved_at")
     values ($1, $2, 'Website build', $3, 25, 'approved', now())`,
    [proposalId, projectId, TOTAL],
  );
  return { proposalId, clientId, email };
}

/** A Checkout Session event as Stripe sends it, created `daysAgo` days before now. */
function sessionEvent(
  type: string,
  proposalId: string,
  session: { id: string; paymentStatus: 'paid' | 'unpaid'; daysAgo: number },
) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000) - session.daysAgo * DAY_SECONDS,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: session.paymentStatus,
        amount_total: DEPOSIT,
        currency: 'gbp',
        client_reference_id: proposalId,
        metadata: { proposal_id: proposalId },
      },
    },
  });
}

/** One delivery: Stripe signs each attempt when it sends it, however old the event. */
const deliver = (payload: string) =>
  fetch(`${site?.url}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });

/** What the deposit left: payments, credits, the proposal's status, and the e-mails about it. */
async function depositState(proposal: { proposalId: string; clientId: string; email: string }) {
  const payments = await sql<{ amount: number; provider_reference: string | null }>(
    `select "amount", "provider_reference" from "proposal_payments" where "proposal_id" = $1`,
    [proposal.proposalId],
  );
  const credits = await sql<{ amount: number }>(
    `select "amount" from "account_transactions" where "client_id" = $1`,
    [proposal.clientId],
  );
  const [{ status } = { status: '' }] = await sql<{ status: string }>(
    `select "status" from "proposals" where "id" = $1`,
    [proposal.proposalId],
  );
  const toClient = smtp.received.filter((mail) => mail.envelopeTo.includes(proposal.email));
  const toOwner = smtp.received.filter(
    (mail) => mail.envelopeTo.includes(OWNER_INBOX) && mail.parsed.text?.includes(proposal.email),
  );
  return { status, payments, credits, clientMails: toClient.length, ownerMails: toOwner.length };
}

describe.runIf(postgresUrl())('the payment webhook delivered twice, out of order, and late', () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    environment = await createSiteEnvironment({
      SEED_DEMO_CONTENT: 'false',
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: OWNER_INBOX,
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await createStaffAccounts(environment.env);
    ({ site, worker } = await startSiteWithWorker(environment.env));
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await worker?.stop();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('records a card payment once when its event arrives three times at once', async () => {
    const proposal = await approvedProposal('Carla');
    const completed = sessionEvent('checkout.session.completed', proposal.proposalId, {
      id: 'cs_test_card',
      paymentStatus: 'paid',
      daysAgo: 0,
    });
    const answers = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await expect
      .poll(() => depositState(proposal), { timeout: 10_000, interval: 200 })
      .toMatchObject({ clientMails: 1, ownerMails: 1 });
    await sleep(1000);
    expect(await depositState(proposal)).toEqual({
      status: 'locked',
      payments: [{ amount: DEPOSIT, provider_reference: 'cs_test_card' }],
      credits: [{ amount: DEPOSIT }],
      clientMails: 1,
      ownerMails: 1,
    });
  });

  it('changes nothing when a card payment arrives after the deposit was recorded as a transfer', async () => {
    const proposal = await approvedProposal('Tess');
    const owner = await signIn(new HttpClient(site?.url ?? '', { 'X-Forwarded-For': '10.33.5.1' }), OWNER);
    const transfer = await owner.trpc('proposals.recordBankTransfer', 'mutation', {
      id: proposal.proposalId,
    });
    expect(transfer.status).toBe(200);
    await expect
      .poll(() => depositState(proposal), { timeout: 10_000, interval: 200 })
      .toMatchObject({ clientMails: 1, ownerMails: 1 });
    const late = sessionEvent('checkout.session.completed', proposal.proposalId, {
      id: 'cs_test_late',
      paymentStatus: 'paid',
      daysAgo: 2,
    });
    expect((await deliver(late)).status).toBe(200);
    await site?.waitForLog((line) => line.msg === 'card payment for a deposit already paid: refund it');
    await sleep(1000);
    expect(await depositState(proposal)).toEqual({
      status: 'locked',
      payments: [{ amount: DEPOSIT, provider_reference: null }],
      credits: [{ amount: DEPOSIT }],
      clientMails: 1,
      ownerMails: 1,
    });
  });

  it('records a payment that succeeds days later (Bacs Direct Debit) once, whatever order its events come in', async () => {
    const proposal = await approvedProposal('Bacs');
    const session = { id: 'cs_test_bacs', daysAgo: 3 } as const;
    // Checkout completes unpaid: the debit is collected days later, and says so in its own event.
    const completed = sessionEvent('checkout.session.completed', proposal.proposalId, {
      ...session,
      paymentStatus: 'unpaid',
    });
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', proposal.proposalId, {
      ...session,
      paymentStatus: 'paid',
      daysAgo: 0,
    });
    // The later event first, then the earlier one (late: three days after it happened), then the
    // later one twice more, as Stripe retries a delivery it did not see answered.
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    const retries = await Promise.all([deliver(succeeded), deliver(succeeded)]);
    expect(retries.map((answer) => answer.status)).toEqual([200, 200]);

    await expect
      .poll(() => depositState(proposal), { timeout: 10_000, interval: 200 })
      .toMatchObject({ clientMails: 1, ownerMails: 1 });
    await sleep(1000);
    expect(await depositState(proposal)).toEqual({
      status: 'locked',
      payments: [{ amount: DEPOSIT, provider_reference: 'cs_test_bacs' }],
      credits: [{ amount: DEPOSIT }],
      clientMails: 1,
      ownerMails: 1,
    });
  });
});
