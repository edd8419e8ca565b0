import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import session from 'express-session';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from '#web/server/app.ts';
import { diskFileResponses } from '#web/server/http/disk-file-responses.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { type CorpusSite, ROLES, type Role, startCorpusSite } from '../fixtures/harness/corpus-site.ts';

// Issue 28: who may call each plain HTTP route (forms, uploads, PDFs, webhooks, /api/*, /storage/*),
// as each role. The routes are read from the Express app itself, so a route added without its row
// here fails the first test. (tRPC procedures have their own matrix in accounts.test.ts; /trpc has
// one row here as a sample.)

/** What a role gets: a status, one of several, or a redirect to a path starting with this. */
type Outcome = number | readonly number[] | `redirect ${string}`;

interface Row {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path to call (the route's parameters filled with the site's records). */
  path: (ids: CorpusSite['ids'], files: Files) => string;
  body?: { type: string; data: string | Uint8Array };
  expect: Record<Role, Outcome>;
}

interface Files {
  blogImage: string;
  projectFile: string;
}

const json = (data: unknown) => ({ type: 'application/json', data: JSON.stringify(data) });
const form = (data: Record<string, string>) => ({
  type: 'application/x-www-form-urlencoded',
  data: new URLSearchParams(data).toString(),
});
const everyone = (outcome: Outcome): Record<Role, Outcome> => ({
  anonymous: outcome,
  member: outcome,
  client: outcome,
  editor: outcome,
  owner: outcome,
});

/**
 * One row per route of the app (`METHOD path` as Express declares it), plus the mounts that answer
 * by themselves (`USE path`). Inputs are ones that write nothing when allowed (invalid fields, unknown
 * tokens), so the outcome shows the audience check; staff-only uploads are real files.
 */
const MATRIX: Record<string, Row> = {
  'GET /healthz': { method: 'GET', path: () => '/healthz', expect: everyone(200) },
  'GET /readyz': { method: 'GET', path: () => '/readyz', expect: everyone(200) },
  // No METRICS_TOKEN here: the address does not exist, for anyone (with it, only its bearer reads it).
  'GET /metrics': { method: 'GET', path: () => '/metrics', expect: everyone(404) },
  // Stripe is not configured here: the route exists and answers 404 to everyone.
  'POST /webhooks/stripe': {
    method: 'POST',
    path: () => '/webhooks/stripe',
    body: json({ type: 'checkout.session.completed' }),
    expect: everyone(404),
  },
  // ---- Sign-in and sign-up (public by nature; wrong details are refused for everyone alike) ----
  'POST /auth/sign-in': {
    method: 'POST',
    path: () => '/auth/sign-in',
    body: json({ email: 'nobody@example.com', password: 'not-the-password' }),
    expect: everyone([401, 429]),
  },
  'POST /auth/sign-up': {
    method: 'POST',
    path: () => '/auth/sign-up',
    body: json({}),
    expect: everyone(400),
  },
  'POST /auth/client/magic-link': {
    method: 'POST',
    path: () => '/auth/client/magic-link',
    body: json({ email: 'not-an-address' }),
    expect: everyone(400),
  },
  'POST /auth/client/code': {
    method: 'POST',
    path: () => '/auth/client/code',
    body: json({ email: 'nobody@example.com', code: '000000' }),
    expect: everyone([400, 401, 429]),
  },
  'POST /auth/client/verify': {
    method: 'POST',
    path: () => '/auth/client/verify',
    body: json({ token: 'not-a-real-sign-in-link-token' }),
    expect: everyone([400, 401, 404]),
  },
  'POST /auth/client/sign-in': {
    method: 'POST',
    path: () => '/auth/client/sign-in',
    body: json({ email: 'nobody@example.com', password: 'not-the-password' }),
    expect: everyone([401, 429]),
  },
  'POST /client_login': {
    method: 'POST',
    path: () => '/client_login',
    body: form({ email: 'not-an-address' }),
    expect: everyone(400),
  },
  'POST /client_login/code': {
    method: 'POST',
    path: () => '/client_login/code',
    body: form({ email: 'nobody@example.com', code: '12' }),
    expect: everyone(400),
  },
  'POST /client_login/verify': {
    method: 'POST',
    path: () => '/client_login/verify',
    body: form({ token: 'not-a-real-sign-in-link-token' }),
    expect: everyone([400, 401, 404]),
  },
  // ---- Public forms (invalid fields: refused alike for everyone, nothing written) ----
  'POST /contact': {
    method: 'POST',
    path: () => '/contact',
    body: form({ email: 'x' }),
    expect: everyone(400),
  },
  'POST /epie-solar-solutions': {
    method: 'POST',
    path: () => '/epie-solar-solutions',
    body: form({ email: 'x' }),
    expect: everyone(400),
  },
  'POST /blog': {
    method: 'POST',
    path: () => '/blog',
    body: form({ email: 'x' }),
    expect: everyone(400),
  },
  'POST /blog/:slug': {
    method: 'POST',
    path: (ids) => `/blog/${ids.postSlug}`,
    body: form({ email: 'x' }),
    expect: everyone(400),
  },
  'POST /login': {
    method: 'POST',
    path: () => '/login',
    body: form({ email: 'x', password: '' }),
    expect: everyone(400),
  },
  // Someone already signed in is sent to their account instead.
  'POST /register': {
    method: 'POST',
    path: () => '/register',
    body: form({ email: 'x' }),
    expect: { ...everyone('redirect /account'), anonymous: 400 },
  },
  'POST /client_onboarding': {
    method: 'POST',
    path: () => '/client_onboarding',
    body: form({ name: '' }),
    expect: everyone(400),
  },
  // The e-mailed sign-up link's button: an unknown token creates nothing, whoever presses it.
  'POST /register/confirm': {
    method: 'POST',
    path: () => '/register/confirm',
    body: form({ token: 'no-such-token' }),
    // Someone signed in already has an account: sent to it.
    expect: { ...everyone('redirect /account'), anonymous: [400, 404, 410] },
  },
  // An unverified project's e-mailed link: a forged token names no project, whoever holds it.
  'POST /client_onboarding/confirm': {
    method: 'POST',
    path: () => '/client_onboarding/confirm',
    body: form({ token: 'forged', decision: 'confirm' }),
    expect: everyone([400, 404]),
  },
  // Booking before scripts: invalid fields and a forged link are refused alike, nothing written.
  'POST /booking': {
    method: 'POST',
    path: () => '/booking',
    body: form({ service: 'technical-consultation', email: 'x' }),
    expect: everyone(400),
  },
  'POST /booking/:path': {
    method: 'POST',
    path: () => '/booking/technical-consultation',
    body: form({ service: 'technical-consultation', email: 'x' }),
    expect: everyone(400),
  },
  'POST /booking/cancel': {
    method: 'POST',
    path: () => '/booking/cancel',
    body: form({ token: 'forged-booking-link-token' }),
    expect: everyone(404),
  },
  'POST /booking/reschedule': {
    method: 'POST',
    path: () => '/booking/reschedule',
    body: form({ token: 'forged-booking-link-token', startsAt: 'soon', timeZone: 'UTC' }),
    expect: everyone(400),
  },
  'POST /newsletter/confirm': {
    method: 'POST',
    path: () => '/newsletter/confirm',
    body: form({ token: 'no-such-token' }),
    expect: everyone('redirect /newsletter/confirm?status=invalid'),
  },
  'POST /newsletter/unsubscribe': {
    method: 'POST',
    path: () => '/newsletter/unsubscribe',
    body: form({ token: 'no-such-token' }),
    expect: everyone('redirect /newsletter/unsubscribe?status=invalid'),
  },
  'POST /api/client-errors': {
    method: 'POST',
    path: () => '/api/client-errors',
    body: json({}),
    expect: everyone(400),
  },
  // ---- Signed-in people's forms ----
  'POST /account': {
    method: 'POST',
    path: () => '/account',
    body: form({ firstName: '' }),
    expect: { ...everyone(400), anonymous: 'redirect /login?redirect=/account' },
  },
  'POST /account/password': {
    method: 'POST',
    path: () => '/account/password',
    body: form({ newPassword: '' }),
    expect: { ...everyone(400), anonymous: 'redirect /login?redirect=/account' },
  },
  // ---- The client's portal ----
  'POST /portal/proposals/:id': {
    method: 'POST',
    path: (ids) => `/portal/proposals/${ids.proposalId}`,
    body: form({ action: 'approve', signedName: '' }),
    // Anyone without a client record is sent to the portal, which tells them so; nothing changes.
    expect: { ...everyone('redirect /portal'), anonymous: 'redirect /client_login', client: 400 },
  },
  // "Confirm" or "Remove" an unverified project, from the portal: the client's own projects only.
  'POST /portal': {
    method: 'POST',
    path: () => '/portal',
    body: form({ project: '00000000-0000-4000-8000-000000000000', decision: 'confirm' }),
    // Staff and members have no projects there: refused (403) with the page; nothing changes.
    expect: { ...everyone(403), anonymous: 'redirect /client_login', client: [303, 400, 404] },
  },
  'POST /portal/proposals/:id/checkout': {
    method: 'POST',
    path: (ids) => `/portal/proposals/${ids.proposalId}/checkout`,
    // Card payments are not configured here: every signed-in caller is sent back to the proposal page
    // ("unavailable"), which only the proposal's client may open; nothing is started.
    expect: { ...everyone('redirect /portal/proposals/'), anonymous: 'redirect /client_login' },
  },
  'GET /portal/proposals/:id/pdf': {
    method: 'GET',
    path: (ids) => `/portal/proposals/${ids.proposalId}/pdf`,
    expect: { anonymous: 'redirect /client_login', member: 403, client: 200, editor: 403, owner: 403 },
  },
  'POST /portal/conversations/:id': {
    method: 'POST',
    path: (ids) => `/portal/conversations/${ids.conversationId}`,
    body: form({ body: '' }),
    expect: { ...everyone('redirect /portal'), anonymous: 'redirect /client_login', client: 400 },
  },
  // "New conversation" posted without its script (issue 29): the client's own projects only.
  'POST /portal/conversations': {
    method: 'POST',
    path: () => '/portal/conversations',
    body: form({ projectId: '', title: '', body: '' }),
    expect: { ...everyone(403), anonymous: 'redirect /client_login', client: 400 },
  },
  // The Settings tab's language of the portal's e-mails, posted without its script: the client's own.
  'POST /portal/settings/language': {
    method: 'POST',
    path: () => '/portal/settings/language',
    body: form({ language: 'xx' }),
    expect: { ...everyone(403), anonymous: 'redirect /client_login', client: 400 },
  },
  // The Settings tab's time zone, posted without its script: the client's own, a zone from the list.
  'POST /portal/settings/time-zone': {
    method: 'POST',
    path: () => '/portal/settings/time-zone',
    body: form({ timeZone: 'Mars/Olympus_Mons' }),
    expect: { ...everyone(403), anonymous: 'redirect /client_login', client: 400 },
  },
  'POST /api/client-onboarding/reference-images': {
    method: 'POST',
    path: () => '/api/client-onboarding/reference-images',
    body: { type: 'image/png', data: new Uint8Array([0x89, 0x50]) },
    expect: everyone(403),
  },
  // ---- Staff ----
  'GET /admin/proposals/:id/pdf': {
    method: 'GET',
    path: (ids) => `/admin/proposals/${ids.proposalId}/pdf`,
    expect: { anonymous: 'redirect /login', member: 403, client: 403, editor: 200, owner: 200 },
  },
  'POST /admin/clients/:id': {
    method: 'POST',
    path: (ids) => `/admin/clients/${ids.clientId}`,
    body: form({ type: 'credit', amount: '' }),
    expect: { anonymous: 'redirect /login', member: 403, client: 403, editor: 403, owner: 400 },
  },
  'POST /admin/projects/:id': {
    method: 'POST',
    path: (ids) => `/admin/projects/${ids.projectId}`,
    body: form({ from: 'new', to: 'nowhere' }),
    expect: { anonymous: 'redirect /login', member: 403, client: 403, editor: 400, owner: 400 },
  },
  'POST /admin/conversations/new': {
    method: 'POST',
    path: (ids) => `/admin/conversations/new?project_id=${ids.projectId}`,
    body: form({ projectId: '', title: '', body: '' }),
    expect: { anonymous: 'redirect /login', member: 403, client: 403, editor: 400, owner: 400 },
  },
  'POST /admin/conversations/:id': {
    method: 'POST',
    path: (ids) => `/admin/conversations/${ids.conversationId}`,
    body: form({ body: '' }),
    expect: { anonymous: 'redirect /login', member: 403, client: 403, editor: 400, owner: 400 },
  },
  'POST /api/blog/images': {
    method: 'POST',
    path: () => '/api/blog/images',
    body: { type: 'image/png', data: new Uint8Array() },
    expect: { anonymous: 401, member: 403, client: 403, editor: 201, owner: 201 },
  },
  'POST /api/blog/thumbnails': {
    method: 'POST',
    path: () => '/api/blog/thumbnails',
    body: { type: 'image/png', data: new Uint8Array() },
    expect: { anonymous: 401, member: 403, client: 403, editor: 201, owner: 201 },
  },
  // Not a video: staff get past the audience check and the bytes are refused.
  'POST /api/blog/videos': {
    method: 'POST',
    path: () => '/api/blog/videos',
    body: { type: 'video/mp4', data: new TextEncoder().encode('not a video') },
    expect: { anonymous: 401, member: 403, client: 403, editor: [400, 415], owner: [400, 415] },
  },
  // ---- API keys, not sessions ----
  'POST /api/blog': {
    method: 'POST',
    path: () => '/api/blog',
    body: json({ title: 'T', content: 'C' }),
    expect: everyone(401),
  },
  'POST /api/test-user': {
    method: 'POST',
    path: () => '/api/test-user',
    body: json({}),
    expect: everyone(401),
  },
  'DELETE /api/test-user': {
    method: 'DELETE',
    path: () => '/api/test-user',
    body: json({}),
    expect: everyone(401),
  },
  // ---- Feeds ----
  'GET /rss.xml': { method: 'GET', path: () => '/rss.xml', expect: everyone(200) },
  'GET /blog/rss.xml': { method: 'GET', path: () => '/blog/rss.xml', expect: everyone(200) },
  'GET /sitemap.xml': { method: 'GET', path: () => '/sitemap.xml', expect: everyone(200) },
  'GET /robots.txt': { method: 'GET', path: () => '/robots.txt', expect: everyone(200) },
  // ---- Mounts ----
  // One procedure as a sample; accounts.test.ts calls every procedure as every role.
  'USE /trpc': {
    method: 'GET',
    path: () => '/trpc/adminClients.dashboardStats',
    expect: { anonymous: 401, member: 403, client: 403, editor: 403, owner: 200 },
  },
  // The blog's pictures are public.
  'USE /storage': {
    method: 'GET',
    path: (_ids, files) => files.blogImage,
    expect: everyone(200),
  },
  // A client's reference images: that client and staff only; to anyone else no such file.
  'GET /storage/project-files/:projectId/:file': {
    method: 'GET',
    path: (_ids, files) => files.projectFile,
    expect: { anonymous: 404, member: 404, client: 200, editor: 200, owner: 200 },
  },
  'USE /storage/project-files': {
    method: 'GET',
    path: (ids) => `/storage/project-files/${ids.projectId}`,
    expect: everyone(404),
  },
  // Last but one: it ends every session of the account (the caller's too); a visitor has none.
  'POST /account/sign-out-everywhere': {
    method: 'POST',
    path: () => '/account/sign-out-everywhere',
    expect: { ...everyone('redirect /'), anonymous: 'redirect /login?redirect=/account' },
  },
  // Last: it ends each role's session.
  'POST /auth/sign-out': { method: 'POST', path: () => '/auth/sign-out', expect: everyone(204) },
};

/** Mounts that only prepare a request for the routes under them (body parsers, headers). */
const PASS_THROUGH_MOUNTS = new Set([
  'USE /register/confirm',
  'USE /client_login/verify',
  'USE /newsletter',
  'USE /api/blog',
  'USE /api/test-user',
]);

/** Every route and mount of the app, as `METHOD path` / `USE path`, read from Express's router. */
function declaredRoutes(app: Express): string[] {
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
    rawPath?: string;
  }
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (layer.rawPath === '/' ? '' : (layer.rawPath ?? '')));
      } else if (layer.rawPath && layer.rawPath !== '/') {
        found.push(`USE ${prefix}${layer.rawPath}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found)];
}

function webAppForItsRoutes(): Express {
  const pass = (_req: unknown, _res: unknown, next: () => void) => next();
  return createWebApp({
    logger: testLogger,
    servicesForRequest: () => {
      throw new Error('no request is served');
    },
    checkReadiness: () => Promise.reject(new Error('no request is served')),
    pages: { assets: pass, render: () => pass, close: async () => {}, inlineContent: 'development' },
    baseUrl: 'http://localhost',
    contactEmail: 'owner@example.com',
    session: { store: new session.MemoryStore(), secret: 'routes', secureCookies: false },
    submissionAnswers: {} as never,
    storedFiles: diskFileResponses('/nonexistent'),
    trustProxy: [],
    selfRequestToken: 'routes',
    // With card payments configured, as in production: every route exists.
    depositWebhooks: { confirmedDeposit: () => null } as never,
  });
}

describe('the route list', () => {
  it('has a row for every route and mount of the app, and none that is gone', () => {
    const declared = declaredRoutes(webAppForItsRoutes()).filter((route) => !PASS_THROUGH_MOUNTS.has(route));
    expect(declared.sort()).toEqual(Object.keys(MATRIX).sort());
  });
});

describe('every plain HTTP route, called as every role', () => {
  let site: CorpusSite;
  let files: Files;

  beforeAll(async () => {
    site = await startCorpusSite('10.28.2');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploaded = await site.people.owner.upload('/api/blog/images', new Uint8Array(png), 'image/png');
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    // A client's reference image where the pipeline stores them: project-files/{projectId}/...
    const folder = path.join(site.dataDir, 'uploads', 'project-files', site.ids.projectId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'reference-1-corpus.png'), png);
    files = {
      blogImage: new URL(url, site.url).pathname,
      projectFile: `/storage/project-files/${site.ids.projectId}/reference-1-corpus.png`,
    };
    // The uploads of the matrix send this picture.
    for (const row of ['POST /api/blog/images', 'POST /api/blog/thumbnails'])
      (MATRIX[row] as Row).body = { type: 'image/png', data: new Uint8Array(png) };
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
  });

  async function outcomeOf(who: Role, row: Row): Promise<string> {
    const response = await site.request(who, row.path(site.ids, files), {
      method: row.method,
      headers: {
        Origin: site.url,
        Accept: row.body?.type === 'application/json' ? 'application/json' : 'text/html,*/*',
        ...(row.body ? { 'Content-Type': row.body.type } : {}),
      },
      body: row.body?.data as BodyInit | undefined,
    });
    await response.arrayBuffer();
    return response.status >= 300 && response.status < 400
      ? `redirect ${response.headers.get('location')}`
      : String(response.status);
  }

  const matches = (outcome: string, expected: Outcome) =>
    typeof expected === 'string'
      ? outcome.startsWith(expected)
      : (Array.isArray(expected) ? expected : [expected]).map(String).includes(outcome);

  // Found by this matrix: these two forms' refusals rendered the 404 page (no page lives at the address
  // they post to) instead of the page they came from with the message. (Before the matrix, whose last
  // row signs everyone out.)
  it('shows a refused password or sign-in code form again on its own page, with the message', async () => {
    const password = await site.people.member.form('/account/password', { newPassword: '' });
    expect(password.status).toBe(400);
    const account = await password.text();
    expect(account).toContain('Password is required');
    expect(account).toContain('action="/account/password"');
    const code = await site.people.anonymous.form('/client_login/code?redirect=/portal', {
      email: 'nobody@example.com',
      code: '12',
    });
    expect(code.status).toBe(400);
    expect(await code.text()).toContain('action="/client_login/code?redirect=%2Fportal"');
  });

  it('allows and refuses exactly as each row says', async () => {
    const mismatches: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      for (const who of ROLES) {
        const outcome = await outcomeOf(who, row);
        if (!matches(outcome, row.expect[who]))
          mismatches.push(`${route} as ${who}: got ${outcome}, expected ${String(row.expect[who])}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
