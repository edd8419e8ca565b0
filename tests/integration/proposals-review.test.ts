import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalContentSha256 } from '#domain/proposals/approval.ts';
import { EDITABLE_STATUSES } from '#domain/proposals/state-machine.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { OrmProposalRepository } from '#infrastructure/orm/proposals/proposal.repository.ts';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

const OWNER_EMAIL = 'owner@example.com';
const USER_AGENT = 'ProposalReviewTest/1.0 (integration)';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let database: Database;
let ipCounter = 0;

const sql = <Row>(query: string, params: unknown[] = []) =>
  queryDatabase<Row>(environment.env.DATABASE_URL ?? '', query, params);

/** A client record, and a browser signed in as it with the code of a real sign-in e-mail. */
async function signedInClient(name: string) {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const clientId = crypto.randomUUID();
  await sql(`insert into "clients" ("id", "name", "email") values ($1, $2, $3)`, [clientId, name, email]);
  const ip = `10.15.0.${++ipCounter}`;
  const http = new HttpClient(site.url, { 'X-Forwarded-For': ip, 'User-Agent': USER_AGENT });
  const asked = new Date();
  expect((await http.post('/auth/client/magic-link', { email })).status).toBe(200);
  const { code } = await readSignInMail({ url: site.url, dataDir: environment.dataDir }, email, asked);
  expect((await http.post('/auth/client/code', { email, code })).status).toBe(200);
  return { clientId, email, http, ip };
}

/** A project of the client's with a proposal in the given status. */
async function proposalOf(clientId: string, status = 'sent') {
  const projectId = crypto.randomUUID();
  const proposalId = crypto.randomUUID();
  await sql(
    `insert into "projects" ("id", "client_id", "name", "status") values ($1, $2, 'Shop rebuild', 'active')`,
    [projectId, clientId],
  );
  await sql(
    `insert into "proposals" ("id", "project_id", "title", "description", "total_amount", "deposit_percentage",
       "scope_items", "status", "sent_at")
     values ($1, $2, 'Shop proposal', 'A new shop', 100001, 50, $3, $4, now())`,
    [
      proposalId,
      projectId,
      JSON.stringify([{ title: 'Design', description: 'Three pages', pricePence: 60_000 }]),
      status,
    ],
  );
  return { projectId, proposalId };
}

interface ProposalRow {
  status: string;
  first_viewed_at: Date | null;
  approved_at: Date | null;
  approved_name: string | null;
  approved_ip: string | null;
  approved_user_agent: string | null;
  approved_content_sha256: string | null;
  changes_requested_at: Date | null;
}

const rowOf = async (proposalId: string) =>
  (await sql<ProposalRow>(`select * from "proposals" where "id" = $1`, [proposalId]))[0];

const approve = (http: HttpClient, id: string, signedName = 'Ada  Lovelace', revision = 1) =>
  http.trpc('proposals.approve', 'mutation', { id, revision, signedName, accept: true });

const serverUrl = postgresUrl();

describe.runIf(serverUrl)("the client's review of a proposal, over HTTP on PostgreSQL", () => {
  beforeAll(async () => {
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', CONTACT_EMAIL: OWNER_EMAIL });
    if (environment.env.REDIS_URL) {
      worker = startProcess('src/worker-main.ts', environment.env);
      await worker.waitForLog((line) => line.msg === 'worker ready');
    }
    site = await startSiteProcess(environment.env);
    database = await openDatabase({ databaseUrl: environment.env.DATABASE_URL, logger: testLogger });
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await site?.stop();
    await worker?.stop();
    await environment?.cleanup();
  });

  it('moves a sent proposal to client_reviewing on the first view, once', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId);
    const first = await ada.http.trpc('proposals.open', 'mutation', { id: proposalId });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: 'client_reviewing' });
    const viewedAt = (await rowOf(proposalId))?.first_viewed_at;
    expect(viewedAt).toBeInstanceOf(Date);
    const again = await ada.http.trpc('proposals.open', 'mutation', { id: proposalId });
    expect(again.data).toMatchObject({ status: 'client_reviewing', firstViewedAt: viewedAt?.toISOString() });
    expect((await rowOf(proposalId))?.first_viewed_at).toEqual(viewedAt);
  });

  it('starts the review on a view from the site, never on a page another site made the browser open', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId);
    const crossSite = await ada.http.get(`/portal/proposals/${proposalId}`, {
      Accept: 'text/html',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(200);
    expect((await rowOf(proposalId))?.status).toBe('sent');
    // The page's script, once the client has it in front of them, starts the review itself.
    expect(await crossSite.text()).toContain('"openOnView":true');
    const fromSite = await ada.http.get(`/portal/proposals/${proposalId}`, {
      Accept: 'text/html',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(fromSite.status).toBe(200);
    expect((await rowOf(proposalId))?.status).toBe('client_reviewing');
  });

  it('approves with the name, IP, user agent and the SHA-256 of the content, and e-mails both sides', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    const answer = await approve(ada.http, proposalId);
    expect(answer.status).toBe(200);
    const row = await rowOf(proposalId);
    expect(row).toMatchObject({
      status: 'approved',
      approved_name: 'Ada Lovelace',
      approved_ip: ada.ip,
      approved_user_agent: USER_AGENT,
    });
    const expected = await proposalContentSha256({
      id: proposalId,
      projectId:
        (
          await sql<{ project_id: string }>(`select "project_id" from "proposals" where "id" = $1`, [
            proposalId,
          ])
        )[0]?.project_id ?? '',
      title: 'Shop proposal',
      description: 'A new shop',
      totalAmountPence: 100001,
      depositPercentage: 50,
      scopeItems: [{ title: 'Design', description: 'Three pages', pricePence: 60_000 }],
    });
    expect(row?.approved_content_sha256).toBe(expected);
    expect(answer.data.approval).toEqual({
      signedName: 'Ada Lovelace',
      approvedAt: row?.approved_at?.toISOString(),
      contentSha256: expected,
    });
    const mailFolder = path.join(environment.dataDir, 'mail');
    const owner = await newestMailTo(mailFolder, OWNER_EMAIL, (mail) =>
      (mail.text ?? '').includes(proposalId),
    );
    expect(owner.subject).toBe('Proposal approved: Shop proposal by Ada Lovelace');
    expect(owner.text).toContain(`/admin/proposals/${proposalId}`);
    // Ada's sign-in links came before it: the confirmation is waited for, not the newest e-mail so far.
    const confirmation = await newestMailTo(mailFolder, ada.email, (mail) =>
      (mail.subject ?? '').startsWith('You approved'),
    );
    expect(confirmation.subject).toBe('You approved the proposal: Shop proposal');
    expect(confirmation.text).toContain(expected);
    // Its link signs the client in and opens the deposit.
    const token = /\/client_login\/verify\?token=([\w-]{43})/.exec(confirmation.text ?? '')?.[1];
    const signedIn = await new HttpClient(site.url).post('/auth/client/verify', { token });
    expect(await signedIn.json()).toMatchObject({ redirectTo: `/portal/proposals/${proposalId}#pay` });
  });

  it('lets exactly one of 20 concurrent approvals win: one 200, nineteen 409, one approval stored', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        approve(ada.http, proposalId, n % 2 ? `ada ${' '.repeat(n)}lovelace` : 'ADA LOVELACE'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.status === 200);
    const row = await rowOf(proposalId);
    expect(row?.status).toBe('approved');
    expect(row?.approved_name).toBe(winner?.data.approval.signedName);
    expect(answers.find((answer) => answer.status === 409)?.error.message).toBe(
      'This proposal has already been approved.',
    );
  });

  it("answers 404 to client B for client A's proposal on open, approve and requestChanges", async () => {
    const ada = await signedInClient('Ada Lovelace');
    const boris = await signedInClient('Boris');
    const { proposalId } = await proposalOf(ada.clientId);
    expect((await boris.http.trpc('proposals.open', 'mutation', { id: proposalId })).status).toBe(404);
    expect((await approve(boris.http, proposalId)).status).toBe(404);
    const changes = await boris.http.trpc('proposals.requestChanges', 'mutation', {
      id: proposalId,
      message: 'Let me in',
    });
    expect(changes.status).toBe(404);
    expect(changes.error.message).toBe('Proposal Not Found');
    expect(await rowOf(proposalId)).toMatchObject({
      status: 'sent',
      first_viewed_at: null,
      approved_at: null,
    });
  });

  it("adds the change request to the project's conversation and e-mails the owner", async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { projectId, proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    const message = `Could the shop take PayPal too? (${proposalId})`;
    const answer = await ada.http.trpc('proposals.requestChanges', 'mutation', { id: proposalId, message });
    expect(answer.status).toBe(200);
    const [conversation] = await sql<{ id: string; title: string; last_message_at: Date }>(
      `select * from "conversations" where "project_id" = $1`,
      [projectId],
    );
    expect(conversation?.title).toBe('Shop rebuild - Shop proposal');
    const messages = await sql<{ author: string; body: string; sent_at: Date }>(
      `select * from "conversation_messages" where "conversation_id" = $1`,
      [conversation?.id],
    );
    expect(messages).toEqual([expect.objectContaining({ author: 'client', body: message })]);
    expect(conversation?.last_message_at).toEqual(messages[0]?.sent_at);
    expect((await rowOf(proposalId))?.changes_requested_at).toEqual(messages[0]?.sent_at);
    // The client reads it in their Messages.
    const thread = await ada.http.trpc('clients.conversation', 'query', { id: conversation?.id });
    expect(thread.data.messages.at(-1)).toMatchObject({
      author: 'client',
      body: message,
      aboutProposal: { id: proposalId, title: 'Shop proposal' },
    });
    const owner = await newestMailTo(path.join(environment.dataDir, 'mail'), OWNER_EMAIL, (mail) =>
      (mail.text ?? '').includes(message),
    );
    expect(owner.subject).toBe('Changes requested: Shop proposal by Ada Lovelace');
  });

  it('refuses to edit an approved proposal: the conditional update changes nothing', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { projectId, proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    expect((await approve(ada.http, proposalId)).status).toBe(200);
    const updated = await new OrmProposalRepository(database.fork()).update(
      proposalId,
      projectId,
      { title: 'Changed', description: '', totalAmountPence: 1, depositPercentage: 50, scopeItems: [] },
      EDITABLE_STATUSES,
    );
    expect(updated).toBeNull();
    expect(
      (await sql<{ title: string }>(`select "title" from "proposals" where "id" = $1`, [proposalId]))[0]
        ?.title,
    ).toBe('Shop proposal');
  });
  it('takes both forms as plain posts without JavaScript: the page again with the messages, or a redirect', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    const page = `/portal/proposals/${proposalId}`;
    const refused = await ada.http.form(page, { action: 'approve', revision: '1', signedName: ' ' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Please type your full name to sign');
    expect(html).toContain('Please tick the box to accept the proposal');

    const changes = await ada.http.form(page, { action: 'changes', message: 'A darker header, please' });
    expect(changes.status).toBe(303);
    expect(changes.headers.get('location')).toBe(`${page}?changes_sent=1`);
    expect((await ada.http.page(`${page}?changes_sent=1`)).status).toBe(200);

    const approved = await ada.http.form(page, {
      action: 'approve',
      revision: '1',
      signedName: 'Ada Lovelace',
      accept: 'on',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(page);
    expect(await rowOf(proposalId)).toMatchObject({
      status: 'approved',
      approved_name: 'Ada Lovelace',
      approved_user_agent: USER_AGENT,
    });
    const again = await ada.http.form(page, {
      action: 'approve',
      revision: '1',
      signedName: 'Ada Lovelace',
      accept: 'on',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Approval record');
  });

  it("refuses a signature that is not the client's own name, over tRPC and as a plain post", async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { proposalId } = await proposalOf(ada.clientId, 'client_reviewing');
    const refused = await approve(ada.http, proposalId, 'Mickey Mouse');
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Please sign with your full name as it is on your account.');
    const page = `/portal/proposals/${proposalId}`;
    const posted = await ada.http.form(page, {
      action: 'approve',
      revision: '1',
      signedName: 'Mickey Mouse',
      accept: 'on',
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('Please sign with your full name as it is on your account.');
    expect(await rowOf(proposalId)).toMatchObject({ status: 'client_reviewing', approved_name: null });
    expect((await approve(ada.http, proposalId, '  ádá   LOVELACE ')).status).toBe(200);
    expect((await rowOf(proposalId))?.approved_name).toBe('ádá LOVELACE');
  });

  it('keeps each revision from the send on; an approval of the revision read before an edit is refused and the changes are listed', async () => {
    const ada = await signedInClient('Ada Lovelace');
    const { projectId, proposalId } = await proposalOf(ada.clientId, 'draft');
    const repository = () => new OrmProposalRepository(database.fork());
    const fields = {
      title: 'Shop proposal',
      description: 'A new shop',
      totalAmountPence: 100001,
      depositPercentage: 50,
      scopeItems: [{ title: 'Design', description: 'Three pages', pricePence: 60_000 }],
    };
    // A draft's edits shape revision 1; the send keeps it.
    await repository().update(proposalId, projectId, fields, EDITABLE_STATUSES);
    expect(await repository().transition(proposalId, 'draft', 'sent', { sentAt: new Date() })).toBe(true);
    await repository().keepRevision(proposalId);
    const opened = await ada.http.trpc('proposals.open', 'mutation', { id: proposalId });
    expect(opened.data.revision.number).toBe(1);

    // The owner changes item 1's description while the client's page shows revision 1.
    const revised = {
      ...fields,
      scopeItems: [{ title: 'Design', description: 'Five pages', pricePence: 60_000 }],
    };
    expect((await repository().update(proposalId, projectId, revised, EDITABLE_STATUSES))?.revision).toBe(2);
    expect((await repository().revisions(proposalId)).map((kept) => kept.revision)).toEqual([1, 2]);

    const stale = await approve(ada.http, proposalId, 'Ada Lovelace', 1);
    expect(stale.status).toBe(409);
    expect(stale.error.data.appCode).toBe('PROPOSALS.CHANGED_SINCE_READ');
    expect(await rowOf(proposalId)).toMatchObject({ status: 'client_reviewing', approved_name: null });
    const changes = await ada.http.trpc('proposals.changes', 'query', { id: proposalId, since: 1 });
    expect(changes.data).toMatchObject({
      since: 1,
      current: { number: 2 },
      changes: [{ part: 'item', kind: 'changed', number: 1, title: 'Design' }],
    });

    // The same refusal as a plain post shows the new revision and what changed.
    const page = `/portal/proposals/${proposalId}`;
    const posted = await ada.http.form(page, {
      action: 'approve',
      revision: '1',
      signedName: 'Ada Lovelace',
      accept: 'on',
    });
    expect(posted.status).toBe(409);
    const html = await posted.text();
    expect(html).toContain('This proposal was updated after you opened it');
    expect(html).toContain('Item 1 (Design) has changed');
    expect(html).toContain('Five pages');
    // A page from before revisions were sent posts none: it is told to read the proposal again.
    const unnamed = await ada.http.form(page, {
      action: 'approve',
      signedName: 'Ada Lovelace',
      accept: 'on',
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('Please review the new version before approving it.');

    const signed = await approve(ada.http, proposalId, 'Ada Lovelace', 2);
    expect(signed.status).toBe(200);
    expect(signed.data.approval.contentSha256).toBe(
      await proposalContentSha256({ id: proposalId, projectId, ...revised }),
    );
  });
});
