import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/http-client.ts';
import { queryDatabase } from '../fixtures/postgres.ts';
import { startSiteProcess } from '../fixtures/processes.ts';
import { postgresUrl } from '../fixtures/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/site-environment.ts';
import { type Credentials, createStaffAccounts, EDITOR, OWNER, signIn } from '../fixtures/staff-accounts.ts';

const HASH = 'f00d'.repeat(16);

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let demoProposalId: string;
let ipCounter = 0;

/** Each visitor gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
const visitor = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.7.0.${++ipCounter}` });

const sql = <Row>(query: string, params: unknown[] = []) =>
  queryDatabase<Row>(environment.env.DATABASE_URL ?? '', query, params);

const signedIn = (credentials: Credentials) => signIn(visitor(), credentials);

/** A new user account (role user), signed in; with `clientName`, linked to a new client record. */
async function signedUpUser(email: string, clientName?: string) {
  const http = visitor();
  const response = await http.post('/auth/sign-up', {
    email,
    password: 'client-password-1',
    firstName: 'Test',
    lastName: 'Client',
    phone: '+44 20 7946 0000',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  if (!clientName) return { http, clientId: null };
  const [user] = await sql<{ id: string }>(`select "id" from "users" where "email" = $1`, [email]);
  const clientId = crypto.randomUUID();
  await sql(
    `insert into "clients" ("id", "user_id", "name", "email", "company") values ($1, $2, $3, $4, 'Åström AB')`,
    [clientId, user?.id, clientName, email],
  );
  return { http, clientId };
}

/** A proposal on a new project of the client. */
async function proposalFor(clientId: string, title: string, status = 'sent') {
  const projectId = crypto.randomUUID();
  const proposalId = crypto.randomUUID();
  await sql(`insert into "projects" ("id", "client_id", "name", "status") values ($1, $2, $3, 'active')`, [
    projectId,
    clientId,
    `Project ${title}`,
  ]);
  await sql(
    `insert into "proposals" ("id", "project_id", "title", "total_amount", "deposit_percentage", "scope_items", "status")
     values ($1, $2, $3, 100001, 50, $4, $5)`,
    [
      proposalId,
      projectId,
      title,
      JSON.stringify([{ title: 'Λογότυπο', description: '', pricePence: null }]),
      status,
    ],
  );
  return proposalId;
}

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

const serverUrl = postgresUrl();

describe.runIf(serverUrl)('the proposal PDF on PostgreSQL', () => {
  beforeAll(async () => {
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
    await createStaffAccounts(environment.env);
    site = await startSiteProcess(environment.env);
    const [demo] = await sql<{ id: string }>(
      `select "id" from "proposals" where "title" = 'Bakery website and pre-orders'`,
    );
    demoProposalId = demo?.id ?? '';
    expect(demoProposalId).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await environment?.cleanup();
  });

  it("gives the owner the demo proposal's PDF: title, client, scope, payment structure and reference", async () => {
    const owner = await signedIn(OWNER);
    const response = await owner.get(`/admin/proposals/${demoProposalId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="proposal-bakery-website-and-pre-orders.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(response);
    const reference = `DEP-${demoProposalId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    for (const expected of [
      'Bakery website and pre-orders',
      'Proposal for Demo Client',
      'Demo Bakery Ltd',
      'client@example.com',
      'Bakery Website Relaunch',
      '1. Design',
      '2. Pre-orders',
      '3. Launch',
      '£1,500.00',
      '£4,800.00',
      'Deposit (50%)',
      'Due on approval',
      'Remaining (50%)',
      'Due on completion',
      'Complete package',
      '£2,400.00',
      reference,
      'Page 1 of ',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Approved by');
  });

  it('shows the approval block with the content hash once the proposal is approved; editors download it too', async () => {
    await sql(
      `update "proposals" set "status" = 'approved', "approved_at" = '2026-07-01T13:05:00Z',
         "approved_name" = 'Ελένη Παπαδοπούλου', "approved_ip" = '203.0.113.7',
         "approved_user_agent" = 'Test', "approved_content_sha256" = $2
       where "id" = $1`,
      [demoProposalId, HASH],
    );
    const editor = await signedIn(EDITOR);
    const response = await editor.get(`/admin/proposals/${demoProposalId}/pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain('Approved by Ελένη Παπαδοπούλου on 1 July 2026 at 14:05');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain(`Content SHA-256: ${HASH}`);
  });

  it("gives a client their own proposal, non-Latin letters intact, and not another client's", async () => {
    const zoe = await signedUpUser('zoe@example.com', 'Zoë Åström');
    const own = await proposalFor(zoe.clientId ?? '', 'Brand for Ελένη');
    const draft = await proposalFor(zoe.clientId ?? '', 'Unsent draft', 'draft');
    const response = await zoe.http.get(`/portal/proposals/${own}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Nothing of the title is ASCII but "Brand for": the slug keeps that.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="proposal-brand-for.pdf"');
    const text = await pdfText(response);
    for (const expected of [
      'Brand for Ελένη',
      'Proposal for Zoë Åström',
      'Åström AB',
      '1. Λογότυπο',
      '£1,000.01',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('No description provided');

    for (const id of [demoProposalId, draft, crypto.randomUUID(), 'not-a-uuid']) {
      const refused = await zoe.http.get(`/portal/proposals/${id}/pdf`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe('Proposal Not Found');
    }
    // The owner's address is for staff only.
    expect((await zoe.http.get(`/admin/proposals/${own}/pdf`)).status).toBe(403);
  });

  it('sends a visitor to sign in and refuses people without a client record', async () => {
    const admin = await visitor().get(`/admin/proposals/${demoProposalId}/pdf`);
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent(`/admin/proposals/${demoProposalId}/pdf`)}`,
    );
    const portal = await visitor().get(`/portal/proposals/${demoProposalId}/pdf`);
    expect(portal.status).toBe(302);
    expect(portal.headers.get('location')).toBe(
      `/client_login?redirect=${encodeURIComponent(`/portal/proposals/${demoProposalId}/pdf`)}`,
    );

    const noClient = await signedUpUser('no-client@example.com');
    const refused = await noClient.http.get(`/portal/proposals/${demoProposalId}/pdf`);
    expect([403, 404]).toContain(refused.status);
    expect((await noClient.http.get(`/admin/proposals/${demoProposalId}/pdf`)).status).toBe(403);
    const owner = await signedIn(OWNER);
    expect((await owner.get(`/portal/proposals/${demoProposalId}/pdf`)).status).toBe(403);
    expect((await owner.get(`/admin/proposals/${crypto.randomUUID()}/pdf`)).status).toBe(404);
  });
});
