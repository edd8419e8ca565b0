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
  OWNER_AND_EDITOR,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';

const MEMBER = {
  email: 'member@example.com',
  password: 'member-password-1',
  firstName: 'M',
  lastName: 'M',
  phone: '1',
};

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
/** The site's PostgreSQL, read and written beside it (absent on PGlite, which admits one process). */
let database: Database | undefined;
let ipCounter = 0;

const client = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.15.0.${++ipCounter}` });

const signedIn = (credentials: Credentials) => signIn(client(), credentials);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', SMTP_URL: smtp.url });
  await createStaffAccounts(environment.env, OWNER_AND_EDITOR, [MEMBER]);
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
  if (environment.env.DATABASE_URL)
    database = await openDatabase({ databaseUrl: environment.env.DATABASE_URL, logger: testLogger });
}, 90_000);

afterAll(async () => {
  await database?.close();
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

/** A client and their project, as an inquiry makes them; its two e-mails are read and set aside. */
async function inquiryProject(name: string, email: string) {
  const { status, data } = await client().trpc('clients.submitInquiry', 'mutation', {
    name,
    email,
    projectName: `${name}'s website`,
    projectTypes: ['website'],
    consent: true,
  });
  expect(status).toBe(200);
  return data.projectId as string;
}

const form = (projectId: string, fields: Record<string, unknown> = {}) => ({
  projectId,
  title: 'A new website',
  description: 'Design and build.',
  totalAmount: '1000.01',
  depositPercentage: 50,
  scopeItems: [
    { title: 'Design', description: 'Mock-ups', price: '400.00' },
    { title: 'Build', description: 'Pages', price: '600.01' },
    { title: 'Launch', description: '', price: '' },
  ],
  ...fields,
});

describe("the owner's proposals", () => {
  let owner: HttpClient;
  let projectId: string;
  let proposalId: string;

  beforeAll(async () => {
    owner = await signedIn(OWNER);
    projectId = await inquiryProject('Ada', 'ada@example.com');
    await smtp.waitForMessages(2);
  });

  it('offers the project in the form, creates a draft in pence with the scope items in order, and lists it', async () => {
    const choices = await owner.trpc('proposals.projectChoices', 'query');
    expect(choices.data).toContainEqual({
      id: projectId,
      name: "Ada's website",
      clientName: 'Ada',
      clientEmail: 'ada@example.com',
    });

    const created = await owner.trpc('proposals.create', 'mutation', form(projectId));
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      status: 'draft',
      totalAmountPence: 100_001,
      depositAmountPence: 50_001,
      remainingAmountPence: 50_000,
      project: { id: projectId },
      client: { name: 'Ada', email: 'ada@example.com' },
      editable: true,
      scopeItems: [
        { title: 'Design', description: 'Mock-ups', pricePence: 40_000 },
        { title: 'Build', description: 'Pages', pricePence: 60_001 },
        { title: 'Launch', description: '', pricePence: null },
      ],
    });
    proposalId = created.data.id;

    const list = await owner.trpc('proposals.list', 'query');
    expect(list.data.rows[0]).toMatchObject({
      id: proposalId,
      projectName: "Ada's website",
      clientEmail: 'ada@example.com',
      totalAmountPence: 100_001,
      depositPercentage: 50,
      status: 'draft',
    });
  });

  it('refuses a form without title or total with the messages, and an unknown project with "Project Not Found"', async () => {
    const invalid = await owner.trpc(
      'proposals.create',
      'mutation',
      form(projectId, { title: ' ', totalAmount: '' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.error.data.fieldErrors).toMatchObject({
      title: ['Title is required'],
      totalAmount: ['Total amount is required'],
    });
    const unknown = await owner.trpc(
      'proposals.create',
      'mutation',
      form('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown).toMatchObject({ status: 404, error: { message: 'Project Not Found' } });
  });

  it('refuses a total of £0.00 (nothing to approve or pay) and names the maximum for one too large', async () => {
    for (const [totalAmount, message] of [
      ['0.00', 'Total amount must be more than £0.00'],
      ['99999999999', 'Amount must be at most £1,000,000.00'],
    ]) {
      for (const [procedure, input] of [
        ['proposals.create', form(projectId, { totalAmount })],
        ['proposals.update', { ...form(projectId, { totalAmount }), id: proposalId }],
      ] as const) {
        const refused = await owner.trpc(procedure, 'mutation', input);
        expect(refused.status, `${procedure} ${totalAmount}`).toBe(400);
        expect(refused.error.data.fieldErrors).toEqual({ totalAmount: [message] });
      }
    }
  });

  it('edits it, keeping the reordered scope items in order', async () => {
    const updated = await owner.trpc('proposals.update', 'mutation', {
      ...form(projectId, {
        title: 'A better website',
        totalAmount: '1,250.50',
        depositPercentage: 25,
        scopeItems: [
          { title: 'Build', description: 'Pages', price: '600.01' },
          { title: 'Design', description: 'Mock-ups', price: '400' },
        ],
      }),
      id: proposalId,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({
      title: 'A better website',
      totalAmountPence: 125_050,
      depositPercentage: 25,
      depositAmountPence: 31_263,
      scopeItems: [{ title: 'Build' }, { title: 'Design', pricePence: 40_000 }],
    });
  });

  it('sends it: status sent, the timeline says so, and the client is e-mailed a link that signs in and opens it', async () => {
    const sent = await owner.trpc('proposals.send', 'mutation', { id: proposalId });
    expect(sent.status).toBe(200);
    expect(sent.data.status).toBe('sent');
    expect(sent.data.timeline.map((entry: { event: string }) => entry.event)).toEqual(['created', 'sent']);

    const [mail] = (await smtp.waitForMessages(3)).slice(2);
    expect(mail?.envelopeTo).toEqual(['ada@example.com']);
    expect(mail?.parsed.subject).toBe('Your proposal is ready: A better website');
    const token = /\/client_login\/verify\?token=([\w-]{43})/.exec(mail?.parsed.text ?? '')?.[1];
    expect(mail?.parsed.html).toContain(`/client_login/verify?token=${token}"`);
    const signedIn = await client().post('/auth/client/verify', { token });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ redirectTo: `/portal/proposals/${proposalId}` });
    expect(mail?.parsed.text).toContain('Total: £1,250.50');
  });

  it('refuses a second send with 409 and the message, and sends no second e-mail', async () => {
    const again = await owner.trpc('proposals.send', 'mutation', { id: proposalId });
    expect(again).toMatchObject({
      status: 409,
      error: { message: 'This proposal has already been sent to the client.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await smtp.waitForMessages(3)).toHaveLength(3);
  });

  it('refuses to delete a sent proposal with 409 and the message; deletes a draft, and the log keeps what it held', async () => {
    const refused = await owner.trpc('proposals.deleteDraft', 'mutation', { id: proposalId });
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'This proposal has been sent to the client, so it can no longer be deleted.' },
    });
    expect((await owner.trpc('proposals.detail', 'query', { id: proposalId })).data.status).toBe('sent');

    const draft = await owner.trpc('proposals.create', 'mutation', form(projectId, { title: 'To delete' }));
    expect(draft.status).toBe(200);
    const deleted = await owner.trpc('proposals.deleteDraft', 'mutation', { id: draft.data.id });
    expect(deleted.status).toBe(200);
    expect((await owner.trpc('proposals.detail', 'query', { id: draft.data.id })).status).toBe(404);
    expect((await owner.trpc('proposals.deleteDraft', 'mutation', { id: draft.data.id })).status).toBe(404);

    const log = await owner.trpc('audit.entries', 'query', { action: 'proposal.deleted' });
    expect(log.data.rows).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ name: OWNER.email }),
        subject: { type: 'proposal', id: draft.data.id, label: 'To delete' },
        before: expect.objectContaining({ title: 'To delete', totalAmountPence: 100_001, projectId }),
        after: null,
      }),
    ]);
  });

  it('lets an editor read, create and send; refuses a signed-in user and a visitor', async () => {
    const editor = await signedIn(EDITOR);
    expect((await editor.trpc('proposals.detail', 'query', { id: proposalId })).data.title).toBe(
      'A better website',
    );
    const created = await editor.trpc(
      'proposals.create',
      'mutation',
      form(projectId, { title: 'By the editor' }),
    );
    expect(created.status).toBe(200);
    expect((await editor.trpc('proposals.send', 'mutation', { id: created.data.id })).status).toBe(200);

    const member = await signedIn(MEMBER);
    expect((await member.trpc('proposals.list', 'query')).status).toBe(403);
    expect((await member.trpc('proposals.create', 'mutation', form(projectId))).status).toBe(403);
    expect((await client().trpc('proposals.detail', 'query', { id: proposalId })).status).toBe(401);
  });

  it('refuses to edit an approved proposal, and says why', async () => {
    if (!database) return; // the status is set beside the site, which PGlite does not allow
    await runSql(
      database.fork(),
      `update "proposals" set "status" = 'approved', "approved_at" = now() where "id" = ?`,
      [proposalId],
    );
    const refused = await owner.trpc('proposals.update', 'mutation', { ...form(projectId), id: proposalId });
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'This proposal has been approved by the client, so it can no longer be edited.' },
    });
    const detail = await owner.trpc('proposals.detail', 'query', { id: proposalId });
    expect(detail.data).toMatchObject({ title: 'A better website', editable: false, status: 'approved' });
  });
});
