import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  type Credentials,
  createStaffAccounts,
  EDITOR,
  OWNER,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';

// The owner's page of a client and of a project, over HTTP: their data, "Record transaction" (admins
// only, concurrent ones all counted) and the project status moves (refusals, two changes at once).

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let ipCounter = 0;

const client = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.16.0.${++ipCounter}` });
const signedIn = (credentials: Credentials) => signIn(client(), credentials);
const unknownId = '00000000-0000-4000-8000-000000000000';

let owner: HttpClient;
let editor: HttpClient;
let projectId: string;
let clientId: string;

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env);
  site = await startSiteProcess(environment.env);
  owner = await signedIn(OWNER);
  editor = await signedIn(EDITOR);
  const inquiry = await client().trpc('clients.submitInquiry', 'mutation', {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+44 20 7946 0001',
    company: 'Navy',
    projectName: 'Compiler site',
    description: 'A site for the compiler.\n<script>alert(1)</script>',
    projectTypes: ['web_app', 'seo'],
    budgetRange: '5k_to_15k',
    timelinePreference: 'asap',
    consent: true,
  });
  expect(inquiry.status).toBe(200);
  projectId = inquiry.data.projectId;
  const project = await owner.trpc('adminClients.project', 'query', { id: projectId });
  clientId = project.data.client.id;
  for (const [title, totalAmount] of [
    ['Design', '1000.00'],
    ['Build', '2500.50'],
  ] as const) {
    const created = await owner.trpc('proposals.create', 'mutation', { projectId, title, totalAmount });
    expect(created.status).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe("a client's page", () => {
  it('shows the details, projects, proposals and conversations to staff', async () => {
    for (const staff of [owner, editor]) {
      const { status, data } = await staff.trpc('adminClients.client', 'query', { id: clientId });
      expect(status).toBe(200);
      expect(data.client).toMatchObject({
        id: clientId,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+44 20 7946 0001',
        company: 'Navy',
        hasSignedIn: false,
      });
      expect(data.projects).toEqual([
        expect.objectContaining({ id: projectId, name: 'Compiler site', status: 'new' }),
      ]);
      expect(data.proposals.map((proposal: { title: string }) => proposal.title)).toEqual([
        'Build',
        'Design',
      ]);
      expect(data.proposals[0]).toMatchObject({
        status: 'draft',
        projectName: 'Compiler site',
        totalAmountPence: 250_050,
      });
      expect(data.conversations).toEqual([
        expect.objectContaining({ title: 'Compiler site - Initial Inquiry', messageCount: 1 }),
      ]);
    }
  });

  it('is not found for an unknown client', async () => {
    expect((await owner.trpc('adminClients.client', 'query', { id: unknownId })).status).toBe(404);
    expect((await owner.trpc('adminClients.client', 'query', { id: 'not-an-id' })).status).toBe(400);
  });
});

describe("a project's page", () => {
  it('gives every section: details, proposals, conversations, client and stats', async () => {
    const { status, data } = await editor.trpc('adminClients.project', 'query', { id: projectId });
    expect(status).toBe(200);
    expect(data.project).toMatchObject({
      name: 'Compiler site',
      status: 'new',
      nextStatuses: ['active', 'on_hold', 'cancelled'],
      projectTypes: ['web_app', 'seo'],
      budgetRange: '5k_to_15k',
      timelinePreference: 'asap',
      description: 'A site for the compiler.\n<script>alert(1)</script>',
      referenceImages: [],
    });
    expect(data.client).toMatchObject({ id: clientId, name: 'Grace Hopper' });
    expect(data.proposals).toHaveLength(2);
    expect(data.conversations).toEqual([
      expect.objectContaining({ title: 'Compiler site - Initial Inquiry' }),
    ]);
    expect(data.stats).toEqual({
      totalProposals: 2,
      approvedProposals: 0,
      conversations: 1,
      totalValuePence: 350_050,
    });
  });

  it('is not found for an unknown project', async () => {
    const answer = await owner.trpc('adminClients.project', 'query', { id: unknownId });
    expect(answer.status).toBe(404);
    expect(answer.error.message).toBe('Project Not Found');
  });
});

describe('Record transaction', () => {
  it('is for admins only: an editor is refused and nothing is recorded', async () => {
    const refused = await editor.trpc('adminClients.recordTransaction', 'mutation', {
      clientId,
      type: 'credit',
      amount: '10.00',
      description: 'Editor',
    });
    expect(refused.status).toBe(403);
    const page = await owner.trpc('adminClients.client', 'query', { id: clientId });
    expect(page.data.transactions).toEqual([]);
  });

  it('refuses an amount that is not pounds, with the field message', async () => {
    const refused = await owner.trpc('adminClients.recordTransaction', 'mutation', {
      clientId,
      type: 'credit',
      amount: '12.345',
      description: 'Typo',
    });
    expect(refused.status).toBe(400);
    expect(refused.error.data.fieldErrors.amount).toEqual(['Enter an amount in pounds, like 250.00']);
  });

  it('counts 30 concurrent credits and debits: the right balance, and each balance after once', async () => {
    // Credits of £10.00 and debits of £0.07: no run of them sums to zero, so every balance along the
    // way is different, and a lost or doubled update would show as a repeated balance after.
    const calls = Array.from({ length: 30 }, (_, n) =>
      owner.trpc('adminClients.recordTransaction', 'mutation', {
        clientId,
        type: n % 3 === 2 ? 'debit' : 'credit',
        amount: n % 3 === 2 ? '0.07' : '10.00',
        description: `Concurrent ${n}`,
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const expected = 20 * 1_000 - 10 * 7;
    const page = await owner.trpc('adminClients.client', 'query', { id: clientId });
    expect(page.data.client.balancePence).toBe(expected);
    expect(page.data.client.paymentsReceivedPence).toBe(20 * 1_000);
    const transactions: Array<{ balanceAfterPence: number; signedAmountPence: number }> =
      page.data.transactions;
    expect(transactions).toHaveLength(30);
    const balances = transactions.map((row) => row.balanceAfterPence);
    expect(new Set(balances).size).toBe(30);
    expect(balances).toContain(expected);
    expect(new Set(answers.map((answer) => answer.data.balanceAfterPence))).toEqual(new Set(balances));
    // Each started from a different balance, the first from 0: none read a balance another was changing.
    const starts = new Set(
      answers.map((answer) => answer.data.balanceAfterPence - answer.data.signedAmountPence),
    );
    expect(starts.size).toBe(30);
    expect(starts.has(0)).toBe(true);
  });
});

describe('project status', () => {
  const change = (who: HttpClient, from: string, to: string) =>
    who.trpc('adminClients.changeProjectStatus', 'mutation', { id: projectId, from, to });

  it('refuses a move the rules do not allow with 409 and the message', async () => {
    const refused = await change(owner, 'new', 'completed');
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('A project that is new cannot be moved to completed.');
  });

  it('moves along the rules, for the owner and an editor', async () => {
    const moved = await change(owner, 'new', 'active');
    expect(moved.status).toBe(200);
    expect(moved.data).toEqual({
      id: projectId,
      status: 'active',
      nextStatuses: ['completed', 'on_hold', 'cancelled'],
    });
    expect((await change(editor, 'active', 'on_hold')).status).toBe(200);
    expect((await change(editor, 'on_hold', 'active')).status).toBe(200);
  });

  it('applies one of two changes made at once; the other is refused', async () => {
    const answers = await Promise.all([
      change(owner, 'active', 'completed'),
      change(editor, 'active', 'cancelled'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.data.status;
    const page = await owner.trpc('adminClients.project', 'query', { id: projectId });
    expect(page.data.project.status).toBe(winner);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.error.message).toBe(
      "The project's status has just been changed. Reload the page to see it.",
    );
  });

  it('is not found for an unknown project', async () => {
    const answer = await owner.trpc('adminClients.changeProjectStatus', 'mutation', {
      id: unknownId,
      from: 'new',
      to: 'active',
    });
    expect(answer.status).toBe(404);
  });
});

describe('the two forms posted without JavaScript', () => {
  it('records a transaction for an admin and redirects back; refuses an editor and a bad amount with the page', async () => {
    const page = `/admin/clients/${clientId}`;
    const before = (await owner.trpc('adminClients.client', 'query', { id: clientId })).data.client
      .balancePence;
    const fields = { type: 'credit', amount: '5.25', description: 'Cheque' };
    expect((await editor.form(page, fields)).status).toBe(403);
    const refused = await owner.form(page, { ...fields, amount: '5,2.5.' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter an amount in pounds, like 250.00');
    const recorded = await owner.form(page, fields);
    expect(recorded.status).toBe(303);
    expect(recorded.headers.get('location')).toBe(page);
    const after = (await owner.trpc('adminClients.client', 'query', { id: clientId })).data.client
      .balancePence;
    expect(after).toBe(before + 525);
  });

  it('changes the status and redirects back; shows a refused move on the page with 409', async () => {
    const page = `/admin/projects/${projectId}`;
    const current = (await owner.trpc('adminClients.project', 'query', { id: projectId })).data.project
      .status;
    const refused = await editor.form(page, { from: current, to: 'on_hold' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`A project that is ${current} cannot be moved to on hold.`);
    const reopened = await editor.form(page, {
      from: current,
      to: current === 'completed' ? 'active' : 'new',
    });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe(page);
  });
});
