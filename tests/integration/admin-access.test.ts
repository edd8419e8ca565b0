import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  createStaffAccounts,
  EDITOR,
  OWNER,
  OWNER_AND_EDITOR,
  signIn,
} from '../fixtures/harness/staff-accounts.ts';
import { renderedMarkup } from '../fixtures/rendered-markup.ts';

// Who may open each admin page, over HTTP as a browser asks for it: a visitor is sent to sign in and
// back, a signed-in person without the role gets 'Access Denied' with 403, staff see the page.
// (Every admin page is in the table below.)

const MEMBER = {
  email: 'admin-access-member@example.com',
  password: 'member-password-1',
  firstName: 'Mia',
  lastName: 'Member',
  phone: '1',
};

type Who = 'visitor' | 'user' | 'editor' | 'admin';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let ipCounter = 0;
const client = () => new HttpClient(site?.url ?? '', { 'X-Forwarded-For': `10.16.0.${++ipCounter}` });

const people = {} as Record<Who, HttpClient>;
let routes: { path: string; audience: 'staff' | 'admin' }[] = [];

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, OWNER_AND_EDITOR, [MEMBER]);
  site = await startSiteProcess(environment.env);
  people.visitor = client();
  people.user = await signIn(client(), MEMBER);
  people.editor = await signIn(client(), EDITOR);
  people.admin = await signIn(client(), OWNER);

  // A client with a project (and its first conversation), and a sent proposal, made as the site makes them.
  const inquiry = await client().trpc('clients.submitInquiry', 'mutation', {
    name: 'Ada',
    email: 'ada-access@example.com',
    projectName: "Ada's website",
    projectTypes: ['website'],
    consent: true,
  });
  expect(inquiry.status).toBe(200);
  const owner = people.admin;
  const created = await owner.trpc('proposals.create', 'mutation', {
    projectId: inquiry.data.projectId,
    title: 'A new website',
    totalAmount: '1000.00',
    depositPercentage: 50,
  });
  expect(created.status).toBe(200);
  const proposalId: string = created.data.id;
  const clientId: string = created.data.client.id;
  expect((await owner.trpc('proposals.send', 'mutation', { id: proposalId })).status).toBe(200);
  const conversations = await owner.trpc('adminClients.portalConversations', 'query', { clientId });
  const conversationId: string = conversations.data[0].id;

  const portal = `/admin/clients/${clientId}/portal`;
  routes = [
    { path: '/admin/dashboard', audience: 'admin' },
    { path: '/admin/tests', audience: 'admin' },
    { path: '/admin/audit', audience: 'admin' },
    { path: '/admin/blog', audience: 'staff' },
    { path: '/admin/proposals', audience: 'staff' },
    { path: '/admin/proposals/create', audience: 'staff' },
    { path: `/admin/proposals/${proposalId}`, audience: 'staff' },
    { path: `/admin/proposals/${proposalId}/preview`, audience: 'staff' },
    { path: portal, audience: 'staff' },
    ...['proposals', 'messages', 'transactions', 'settings'].map((tab) => ({
      path: `${portal}?tab=${tab}`,
      audience: 'staff' as const,
    })),
    { path: `${portal}/proposals/${proposalId}`, audience: 'staff' },
    { path: `${portal}/conversations/${conversationId}`, audience: 'staff' },
    { path: `/admin/clients/${clientId}`, audience: 'staff' },
    { path: `/admin/projects/${inquiry.data.projectId}`, audience: 'staff' },
    { path: `/admin/conversations/${conversationId}`, audience: 'staff' },
    { path: `/admin/conversations/new?project_id=${inquiry.data.projectId}`, audience: 'staff' },
  ];
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

const allowed = (who: Who, audience: 'staff' | 'admin') =>
  who === 'admin' || (who === 'editor' && audience === 'staff');

describe('the admin pages', () => {
  it('send a visitor to sign in and back, deny others with 403, and open for their audience', async () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const { path, audience } of routes) {
      for (const who of Object.keys(people) as Who[]) {
        const response = await people[who].page(path);
        const body = renderedMarkup(await response.text());
        const outcome =
          response.status === 302 || response.status === 307
            ? `redirect ${response.headers.get('location')}`
            : `${response.status}${body.includes('Access Denied') ? ' Access Denied' : ''}`;
        const expected =
          who === 'visitor'
            ? `redirect /login?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`
            : allowed(who, audience)
              ? '200'
              : '403 Access Denied';
        expect({ path, who, outcome }).toEqual({ path, who, outcome: expected });
      }
    }
  });

  it('log their refusals (403, 404, the redirect to sign in) as answers with their status, never as errors', async () => {
    const from = site?.logs.length ?? 0;
    const refusals = [
      [people.user, '/admin/dashboard', 403],
      [people.editor, '/admin/dashboard', 403],
      [people.visitor, '/admin/proposals', 302],
      [people.visitor, '/blog/no-such-post', 404],
      [people.admin, `/admin/conversations/${crypto.randomUUID()}`, 404],
    ] as const;
    for (const [who, path, status] of refusals) {
      const response = await who.page(path);
      await response.text();
      expect({ path, status: response.status }).toEqual({ path, status });
    }
    const answered = () =>
      (site?.logs.slice(from) ?? []).filter((line) => line.msg === 'page answered with a refusal');
    await expect.poll(() => answered().filter((line) => line.status !== 302).length).toBe(4);
    const lines = site?.logs.slice(from) ?? [];
    // pino's levels: 50 is error, 30 info.
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(answered().map((line) => line.status)).toEqual(expect.arrayContaining([403, 403, 404, 404]));
    for (const line of answered()) {
      expect(line.level).toBe(30);
      expect(line).not.toHaveProperty('err');
    }
  });

  it("say why on the denial page: the spec's words and a way home", async () => {
    const response = await people.user.page('/admin/proposals');
    expect(response.status).toBe(403);
    const html = renderedMarkup(await response.text());
    expect(html).toContain('Access Denied');
    expect(html).toContain('You don&#x27;t have permission to access this page.');
    expect(html).toMatch(/<a[^>]+href="\/"/);
    // Nothing of the admin page itself is rendered.
    expect(html).not.toContain('Manage Proposals');
  });

  it("show a client's portal to staff read-only: the banner, the client's tabs, no Sign Out", async () => {
    const portal = routes.find((route) => route.path.endsWith('/portal'))?.path ?? '';
    const page = await (await people.editor.page(`${portal}?tab=settings`)).text();
    const html = renderedMarkup(page);
    expect(html).toContain('Viewing Ada&#x27;s portal as they see it. Nothing can be changed here.');
    expect(html).toContain(`href="${portal}?tab=proposals"`);
    // The portal itself: the header's menu (in the page, folded) is the staff member's own.
    const portalPart = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(portalPart).toContain('Your details');
    expect(portalPart).not.toContain('Sign Out');
    expect(portalPart).not.toContain('href="/account"');
  });
});
