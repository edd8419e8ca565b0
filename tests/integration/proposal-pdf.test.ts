import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { englishIn } from '../fixtures/english-in-email.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  type Credentials,
  createStaffAccounts,
  EDITOR,
  OWNER,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';
import { signUpThroughEmail } from '../fixtures/sign-up-mail.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let demoProposalId: string;
/** The demo client, signed in once (a second sign-in e-mail within a second could be mistaken for the first). */
let demoClient: HttpClient;
let ipCounter = 0;

/** Each visitor gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
const visitor = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.7.0.${++ipCounter}` });

const signedIn = (credentials: Credentials) => signIn(visitor(), credentials);

/** A client signed in as clients do: a sign-in e-mail asked for, its code typed. */
async function signedInClient(email: string) {
  const http = visitor();
  const asked = new Date();
  expect((await http.post('/auth/client/magic-link', { email })).status).toBe(200);
  const { code } = await readSignInMail({ url: site.url, dataDir: environment.dataDir }, email, asked);
  expect((await http.post('/auth/client/code', { email, code })).status).toBe(200);
  return http;
}

/** A new client with a project, through the public inquiry form (on a page in `language`, from a browser in `timeZone`). */
async function clientWithProject(
  name: string,
  email: string,
  projectName: string,
  from: { language?: string; timeZone?: string } = {},
) {
  const page: Record<string, string> = from.language ? { 'X-Page-Language': from.language } : {};
  const inquiry = await new HttpClient(site.url, {
    'X-Forwarded-For': `10.7.0.${++ipCounter}`,
    ...page,
  }).trpc('clients.submitInquiry', 'mutation', {
    name,
    email,
    company: 'Åström AB',
    projectName,
    projectTypes: ['branding'],
    consent: true,
    ...(from.timeZone ? { timeZone: from.timeZone } : {}),
  });
  expect(inquiry.status).toBe(200);
  return signedInClient(email);
}

/** The owner writes a proposal for the project (by name) and, unless `send` is false, sends it. */
async function proposalFor(projectName: string, title: string, send = true): Promise<string> {
  const owner = await signedIn(OWNER);
  const choices = await owner.trpc('proposals.projectChoices', 'query');
  const project = (choices.data as Array<{ id: string; name: string }>).find((p) => p.name === projectName);
  const created = await owner.trpc('proposals.create', 'mutation', {
    projectId: project?.id,
    title,
    totalAmount: '1000.01',
    depositPercentage: 50,
    scopeItems: [{ title: 'Λογότυπο', description: '', price: '' }],
  });
  expect(created.status).toBe(200);
  const { id } = created.data as { id: string };
  if (send) expect((await owner.trpc('proposals.send', 'mutation', { id })).status).toBe(200);
  return id;
}

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('the proposal PDF', () => {
  beforeAll(async () => {
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
    await createStaffAccounts(environment.env);
    // With Redis, sign-in e-mails go out from the worker.
    if (environment.env.REDIS_URL) {
      worker = startProcess('src/worker-main.ts', environment.env);
      await worker.waitForLog((line) => line.msg === 'worker ready');
    }
    site = await startSiteProcess(environment.env);
    demoClient = await signedInClient('client@example.com');
    const proposals = await demoClient.trpc('proposals.clientList', 'query');
    demoProposalId = (proposals.data as Array<{ id: string; title: string }>)[0]?.id ?? '';
    expect(demoProposalId).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await worker?.stop();
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
    expect((await demoClient.trpc('proposals.open', 'mutation', { id: demoProposalId })).status).toBe(200);
    const approved = await demoClient.trpc('proposals.approve', 'mutation', {
      id: demoProposalId,
      revision: 1,
      signedName: 'demo   CLIENT',
      accept: true,
    });
    expect(approved.status).toBe(200);
    const { approval } = approved.data as { approval: { contentSha256: string } };
    const editor = await signedIn(EDITOR);
    const response = await editor.get(`/admin/proposals/${demoProposalId}/pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toMatch(/Approved by demo CLIENT on \w+ \d{1,2} \w+ \d{4}, \d{2}:\d{2} \(Europe\/London\)/);
    expect(text).toMatch(/Revision 1 of \w+ \d{1,2} \w+ \d{4}, \d{2}:\d{2} \(Europe\/London\)/);
    expect(text).toContain(`IP address: 10.7.0.`);
    expect(text).toContain(`Content SHA-256: ${approval.contentSha256}`);
  });

  it("gives a client their own proposal, non-Latin letters intact, and not another client's", async () => {
    const zoe = await clientWithProject('Zoë Åström', 'zoe@example.com', 'Identity for Zoë');
    const own = await proposalFor('Identity for Zoë', 'Brand for Ελένη');
    const draft = await proposalFor('Identity for Zoë', 'Unsent draft', false);
    const response = await zoe.get(`/portal/proposals/${own}/pdf`);
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
      const refused = await zoe.get(`/portal/proposals/${id}/pdf`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe('Proposal Not Found');
    }
    // The owner's address is for staff only.
    expect((await zoe.get(`/admin/proposals/${own}/pdf`)).status).toBe(403);
  });

  // Issue 43, item 8: the PDF stayed English, with London's times, for a Spanish client in Madrid.
  it("is written in the client's language and time zone, or the portal page's language", async () => {
    const lucia = await clientWithProject('Lucía Pérez', 'lucia@example.com', 'Tienda de Lucía', {
      language: 'es',
      timeZone: 'Europe/Madrid',
    });
    const id = await proposalFor('Tienda de Lucía', 'Tienda online');
    const spanish = await pdfText(await lucia.get(`/portal/proposals/${id}/pdf?lang=es`));
    expect(spanish).toContain('Propuesta para Lucía Pérez');
    expect(spanish).toMatch(/Revisión 1 del .+ \(Europe\/Madrid\)/);
    expect(englishIn(spanish, 'es')).toEqual([]);
    // The owner's copy is the client's document: in Spanish too.
    const owner = await signedIn(OWNER);
    const ownersCopy = await pdfText(await owner.get(`/admin/proposals/${id}/pdf`));
    expect(ownersCopy).toContain('Propuesta para Lucía Pérez');
    // Read in the portal in French, it downloads in French.
    expect(await pdfText(await lucia.get(`/portal/proposals/${id}/pdf?lang=fr`))).toContain(
      'Proposition pour Lucía Pérez',
    );
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

    const noClient = await signUpThroughEmail(visitor(), environment.dataDir, {
      email: 'no-client@example.com',
      password: 'client-password-1',
      firstName: 'Test',
      lastName: 'Member',
      phone: '+44 20 7946 0000',
    });
    const refused = await noClient.get(`/portal/proposals/${demoProposalId}/pdf`);
    expect([403, 404]).toContain(refused.status);
    expect((await noClient.get(`/admin/proposals/${demoProposalId}/pdf`)).status).toBe(403);
    const owner = await signedIn(OWNER);
    expect((await owner.get(`/portal/proposals/${demoProposalId}/pdf`)).status).toBe(403);
    expect((await owner.get(`/admin/proposals/${crypto.randomUUID()}/pdf`)).status).toBe(404);
  });
});
