import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '#web/server/trpc/app.router.ts';
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
import { newestMailTo } from '../fixtures/mail-files.ts';
import { finishSignUpLink, signUpThroughEmail } from '../fixtures/sign-up-mail.ts';

const newcomer = {
  email: 'Ada@Example.com',
  password: 'ada-password-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 (20) 7946-0000',
};

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let ipCounter = 0;
/** Without SMTP_URL the site (or its worker) writes e-mails as `.eml` files here. */
const mailDir = () => path.join(environment.dataDir, 'mail');

/** Each client gets its own address (the site trusts X-Forwarded-For from loopback), so rate limits stay apart. */
function client(ip = `10.0.0.${++ipCounter}`) {
  return new HttpClient(site.url, { 'X-Forwarded-For': ip });
}

const signedIn = (credentials: Credentials) => signIn(client(), credentials);

beforeAll(async () => {
  environment = await createSiteEnvironment();
  // The operator's command, run before the site starts (PGlite admits one process at a time).
  await createStaffAccounts(environment.env);
  // With Redis, e-mails go through the worker, as in production.
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
});

describe('sign-up', () => {
  const finishLink = (address: string) => finishSignUpLink(environment.dataDir, address);

  it('answers a new address and one that has an account alike: 202 "check-email", nothing signed in', async () => {
    const fresh = client();
    const existing = client();
    const forNew = await fresh.post('/auth/sign-up', newcomer);
    const forExisting = await existing.post('/auth/sign-up', { ...newcomer, email: 'OWNER@example.com' });
    expect(forNew.status).toBe(202);
    expect(forExisting.status).toBe(forNew.status);
    const body = await forNew.text();
    expect(await forExisting.text()).toBe(body);
    expect(JSON.parse(body)).toEqual({ status: 'check-email' });
    for (const http of [fresh, existing]) expect((await http.trpc('accounts.me', 'query')).data).toBeNull();
  });

  it('tells the owner of an address that has an account that someone tried, with the way to sign in', async () => {
    const mail = await newestMailTo(
      mailDir(),
      OWNER.email,
      (candidate) => candidate.subject === 'Someone tried to create an account with your e-mail address',
    );
    expect(mail.text).toMatch(/https?:\/\/\S+\/login\n/);
    expect(mail.text).not.toContain('/register/confirm');
  });

  it('creates the account only when the e-mailed link is opened and its button pressed, then signs it in', async () => {
    const credentials = { email: newcomer.email, password: newcomer.password };
    const early = await client().post('/auth/sign-in', credentials);
    expect(early.status).toBe(401);

    const link = await finishLink('ada@example.com');
    const http = client();
    // Opening the link (as a mail scanner does) creates nothing.
    const page = await http.page(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect((await client().post('/auth/sign-in', credentials)).status).toBe(401);

    const finished = await http.form(`${link.pathname}`, { token: link.searchParams.get('token') ?? '' });
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe('/account');
    expect((await http.trpc('accounts.me', 'query')).data).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 (20) 7946-0000',
      role: 'user',
      tokenBalance: 100,
    });
    expect((await client().post('/auth/sign-in', credentials)).status).toBe(200);
    // The link works once.
    const again = await client().form(`${link.pathname}`, { token: link.searchParams.get('token') ?? '' });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('This link cannot be used');
  });

  it('lands on the site path the sign-up asked for', async () => {
    const email = 'redirected-signup@example.com';
    expect((await client().post('/auth/sign-up', { ...newcomer, email, redirect: '/blog' })).status).toBe(
      202,
    );
    const link = await finishLink(email);
    expect(link.searchParams.get('redirect')).toBe('/blog');
    const finished = await client().form(`${link.pathname}${link.search}`, {
      token: link.searchParams.get('token') ?? '',
    });
    expect(finished.headers.get('location')).toBe('/blog');
  });

  it('refuses the 11th sign-up from one IP address within the hour with 429, before any e-mail', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const response = await client('10.0.99.1').post('/auth/sign-up', {
        ...newcomer,
        email: `burst${n}@example.com`,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: 'ACCOUNTS.TOO_MANY_SIGN_UPS' });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
  });

  it.each([
    ['12345678', 'Password must be at least 10 characters'],
    ['password', 'Password must be at least 10 characters'],
    ['ninechars', 'Password must be at least 10 characters'],
    ['password1234', 'This password appears in lists of leaked passwords. Please choose another one.'],
  ])('refuses the password %j with 400 "%s"', async (password, message) => {
    const response = await client().post('/auth/sign-up', {
      ...newcomer,
      email: 'weak@example.com',
      password,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message, fieldErrors: { password: [message] } });
  });

  it('answers invalid details with the spec message of the first problem', async () => {
    const response = await client().post('/auth/sign-up', {
      ...newcomer,
      email: 'b@example.com',
      phone: '12ab',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid phone number' });
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await client().post('/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'whatever-1',
    });
    const wrong = await client().post('/auth/sign-in', { email: OWNER.email, password: 'not-the-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const expected = { error: 'Invalid email or password. Please check your credentials.' };
    expect(await unknown.json()).toMatchObject(expected);
    expect(await wrong.json()).toMatchObject(expected);
  });

  it('checks the form with the spec messages before anything else', async () => {
    const response = await client().post('/auth/sign-in', { email: 'not-an-address', password: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
  });

  it('sends the owner to the admin dashboard unless another site path was asked for', async () => {
    const destinations = [];
    for (const redirect of [
      undefined,
      '/admin/dashboard',
      '/account',
      'https://evil.example/',
      '//evil.example',
    ]) {
      const response = await client().post('/auth/sign-in', { ...OWNER, redirect });
      destinations.push((await response.json()).redirectTo);
    }
    expect(destinations).toEqual([
      '/admin/dashboard',
      '/admin/dashboard',
      '/account',
      '/admin/dashboard',
      '/admin/dashboard',
    ]);
  });

  it('rotates the session id at sign-in, so an earlier id is worth nothing', async () => {
    const http = await signedIn(OWNER);
    const first = http.cookie;
    await http.post('/auth/sign-in', OWNER);
    expect(http.cookie).toBeDefined();
    expect(http.cookie).not.toBe(first);
    const stale = client();
    stale.cookie = first;
    expect((await stale.trpc('accounts.me', 'query')).data).toBeNull();
    expect((await http.trpc('accounts.me', 'query')).data).toMatchObject({ email: OWNER.email });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await client().post('/auth/sign-in', OWNER);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('refuses a sixth try within 15 minutes after five failures, even with the right password', async () => {
    const http = client('10.9.9.9');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await http.post('/auth/sign-in', { email: OWNER.email, password: `wrong-${attempt}` })).status,
      ).toBe(401);
    }
    const blocked = await http.post('/auth/sign-in', OWNER);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'Too many attempts, try again in 15 minutes' });
    // Another address is not affected.
    expect((await client('10.9.9.10').post('/auth/sign-in', OWNER)).status).toBe(200);
  });

  it('checks only five of forty guesses sent at once from one address: the right one, sent last, is refused too', async () => {
    const target = { email: 'guessed@example.com', password: 'umbrella-quarry-ostrich-4817' };
    await signUpThroughEmail(client(), environment.dataDir, { ...newcomer, ...target });
    const guesses = [
      ...Array.from({ length: 39 }, (_, guess) => ({ email: target.email, password: `guess-${guess}` })),
      target,
    ];
    const statuses = await Promise.all(
      guesses.map(async (guess) => {
        const response = await client('10.9.9.40').post('/auth/sign-in', guess);
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await client().post('/auth/sign-in', OWNER, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('sign-out', () => {
  it('ends the session: the cookie is cleared and the old id no longer signs anyone in', async () => {
    const http = await signedIn(OWNER);
    const sessionCookie = http.cookie;
    expect((await http.post('/auth/sign-out')).status).toBe(204);
    // What stays is the browser's mark as a device that signed in here (its own allowance of tries).
    expect(http.cookie).not.toContain('sid=');
    expect(http.cookie).toMatch(/^sign_in_device=/);
    const replay = client();
    replay.cookie = sessionCookie;
    expect((await replay.trpc('accounts.me', 'query')).data).toBeNull();
  });
});

describe('account settings', () => {
  it('saves first name, last name and phone, never the e-mail', async () => {
    const http = await signedIn(EDITOR);
    const saved = await http.trpc('accounts.updateProfile', 'mutation', {
      firstName: ' Grace ',
      lastName: 'Hopper',
      phone: '020 7946 0001',
      email: 'changed@example.com',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ email: EDITOR.email, firstName: 'Grace', lastName: 'Hopper' });
    expect((await http.trpc('accounts.me', 'query')).data).toMatchObject({ phone: '020 7946 0001' });
  });

  it('rejects invalid details with the spec messages and saves nothing', async () => {
    const http = await signedIn(EDITOR);
    const before = (await http.trpc('accounts.me', 'query')).data;
    const refused = await http.trpc('accounts.updateProfile', 'mutation', {
      firstName: '',
      lastName: 'Hopper',
      phone: 'call me',
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('First name is required');
    expect(refused.error.data.fieldErrors).toEqual({
      firstName: ['First name is required'],
      phone: ['Invalid phone number'],
    });
    expect((await http.trpc('accounts.me', 'query')).data).toEqual(before);
  });
});

describe('every tRPC procedure, called as every role', () => {
  type Who = 'visitor' | 'user' | 'editor' | 'admin';
  const profile = { firstName: 'Same', lastName: 'Person', phone: '0123' };
  const everyone: Who[] = ['visitor', 'user', 'editor', 'admin'];
  const staff: Who[] = ['editor', 'admin'];
  const unknownPost = '00000000-0000-4000-8000-000000000000';
  /** `status`: what an allowed caller gets when it is not 200 (a missing record, a repeated sign-up). */
  const matrix: Record<
    string,
    { kind: 'query' | 'mutation'; input?: unknown; allowed: Who[]; status?: number; visitorStatus?: number }
  > = {
    'system.status': { kind: 'query', allowed: everyone },
    'accounts.me': { kind: 'query', allowed: everyone },
    'accounts.updateProfile': { kind: 'mutation', input: profile, allowed: ['user', 'editor', 'admin'] },
    // A too-short new password: the sign-in check comes first, and no password changes.
    'accounts.setPassword': {
      kind: 'mutation',
      input: { currentPassword: 'wrong', newPassword: 'short' },
      allowed: ['user', 'editor', 'admin'],
      status: 400,
    },
    'blog.list': { kind: 'query', input: {}, allowed: everyone },
    'blog.recent': { kind: 'query', allowed: everyone },
    // A missing post is a 404 for everyone: what matters here is that nobody is refused.
    'blog.bySlug': { kind: 'query', input: { slug: 'no-such-post' }, allowed: everyone, status: 404 },
    'engagement.likeState': { kind: 'query', input: { postId: unknownPost }, allowed: everyone },
    // A visitor without the anonymous session cookie (a script) is refused before the post is looked up.
    'engagement.recordView': {
      kind: 'mutation',
      input: { postId: unknownPost },
      allowed: everyone,
      status: 404,
      visitorStatus: 403,
    },
    'engagement.toggleLike': {
      kind: 'mutation',
      input: { postId: unknownPost },
      allowed: everyone,
      status: 404,
      visitorStatus: 403,
    },
    'newsletter.subscribe': {
      kind: 'mutation',
      input: (who: Who) => ({ email: `matrix-${who}@example.com` }),
      allowed: everyone,
    },
    'newsletter.unsubscribePreview': {
      kind: 'query',
      input: { token: 'not-a-token' },
      allowed: everyone,
      status: 404,
    },
    // No preview password is configured for this site: the preview is unavailable (404) to everyone.
    'preview.unlock': { kind: 'mutation', input: { password: 'guess' }, allowed: everyone, status: 404 },
    'contact.send': {
      kind: 'mutation',
      input: (who: Who) => ({
        name: `Matrix ${who}`,
        email: `matrix-${who}@example.com`,
        message: 'Hello from the role matrix.',
      }),
      allowed: everyone,
    },
    'clients.submitInquiry': {
      kind: 'mutation',
      input: (who: Who) => ({
        name: `Matrix ${who}`,
        email: `matrix-inquiry-${who}@example.com`,
        projectName: `Matrix project ${who}`,
        projectTypes: ['website'],
        consent: true,
      }),
      allowed: everyone,
    },
    'clients.signInLinkUsable': {
      kind: 'query',
      input: { token: 'not-a-real-sign-in-link-token' },
      allowed: everyone,
    },
    // An unverified project's e-mailed link: anyone holding it; a forged one names no project (its page
    // says the link does not work; the action refuses it).
    'clients.projectClaim': {
      kind: 'query',
      input: { token: `${unknownPost}.9999999999999.forged` },
      allowed: everyone,
    },
    'clients.claimProject': {
      kind: 'mutation',
      input: { token: `${unknownPost}.9999999999999.forged`, decision: 'confirm' },
      allowed: everyone,
      status: 404,
    },
    // The client portal: for a signed-in user with a client record only. None of the matrix's people
    // has one (the user is refused 403 'Client account not found'); client-portal.test.ts signs clients in.
    ...Object.fromEntries(
      ['portal', 'projects', 'conversations', 'transactions', 'settings'].map((name) => [
        `clients.${name}`,
        { kind: 'query' as const, allowed: [] },
      ]),
    ),
    ...Object.fromEntries(
      ['project', 'conversation', 'transaction'].map((name) => [
        `clients.${name}`,
        { kind: 'query' as const, input: { id: unknownPost }, allowed: [] },
      ]),
    ),
    'clients.setLanguage': { kind: 'mutation', input: { language: 'de' }, allowed: [] },
    'clients.setTimeZone': { kind: 'mutation', input: { timeZone: 'Europe/Madrid' }, allowed: [] },
    ...Object.fromEntries(
      ['confirmProject', 'declineProject'].map((name) => [
        `clients.${name}`,
        { kind: 'mutation' as const, input: { id: unknownPost }, allowed: [] },
      ]),
    ),
    // ---- Proposals: the owner (staff) ----
    'proposals.list': { kind: 'query', allowed: staff },
    'proposals.detail': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    'proposals.projectChoices': { kind: 'query', allowed: staff },
    'proposals.create': {
      kind: 'mutation',
      input: { projectId: unknownPost, title: 'T', totalAmount: '10.00' },
      allowed: staff,
      status: 404,
    },
    'proposals.update': {
      kind: 'mutation',
      input: { id: unknownPost, projectId: unknownPost, title: 'T', totalAmount: '10.00' },
      allowed: staff,
      status: 404,
    },
    'proposals.send': { kind: 'mutation', input: { id: unknownPost }, allowed: staff, status: 404 },
    'proposals.deleteDraft': { kind: 'mutation', input: { id: unknownPost }, allowed: staff, status: 404 },
    // ---- Proposals: the client (portal; none of the matrix's people has a client record) ----
    'proposals.clientList': { kind: 'query', allowed: [] },
    'proposals.clientDetail': { kind: 'query', input: { id: unknownPost }, allowed: [] },
    'proposals.open': { kind: 'mutation', input: { id: unknownPost }, allowed: [] },
    'proposals.approve': {
      kind: 'mutation',
      input: { id: unknownPost, revision: 1, signedName: 'Ada Lovelace', accept: true },
      allowed: [],
    },
    'proposals.changes': { kind: 'query', input: { id: unknownPost, since: 1 }, allowed: [] },
    'proposals.requestChanges': {
      kind: 'mutation',
      input: { id: unknownPost, message: 'Please change the colours' },
      allowed: [],
    },
    'proposals.clientView': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    // ---- Proposals: deposits ----
    'proposals.depositInstructions': { kind: 'query', input: { id: unknownPost }, allowed: [] },
    'proposals.startDepositCheckout': { kind: 'mutation', input: { id: unknownPost }, allowed: [] },
    'proposals.depositPreview': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    'proposals.recordBankTransfer': {
      kind: 'mutation',
      input: { id: unknownPost },
      allowed: ['admin'],
      status: 404,
    },
    // ---- Admin: dashboards and full lists ----
    'adminClients.dashboardStats': { kind: 'query', allowed: ['admin'] },
    'adminClients.clientStats': { kind: 'query', allowed: staff },
    'adminClients.recent': { kind: 'query', allowed: staff },
    'adminClients.clientsList': { kind: 'query', input: { q: 'ada', page: 2 }, allowed: staff },
    'adminClients.projectsList': { kind: 'query', input: { status: 'active' }, allowed: staff },
    'adminClients.conversationsList': { kind: 'query', input: { sort: 'client' }, allowed: staff },
    // ---- Admin: a client's page and a project's page ----
    'adminClients.client': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    'adminClients.project': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    'adminClients.changeProjectStatus': {
      kind: 'mutation',
      input: { id: unknownPost, from: 'new', to: 'active' },
      allowed: staff,
      status: 404,
    },
    'adminClients.recordTransaction': {
      kind: 'mutation',
      input: { clientId: unknownPost, type: 'credit', amount: '10.00', description: 'Matrix' },
      allowed: ['admin'],
      status: 404,
    },
    // ---- Admin: a client's portal, read-only ----
    // An unknown client is 404 for staff: the owner's view never falls back to anyone's portal.
    ...Object.fromEntries(
      [
        'portalOverview',
        'portalProposals',
        'portalConversations',
        'portalTransactions',
        'portalSettings',
      ].map((name) => [
        `adminClients.${name}`,
        { kind: 'query' as const, input: { clientId: unknownPost }, allowed: staff, status: 404 },
      ]),
    ),
    ...Object.fromEntries(
      ['portalProposal', 'portalDepositInstructions', 'portalConversation'].map((name) => [
        `adminClients.${name}`,
        {
          kind: 'query' as const,
          input: { clientId: unknownPost, id: unknownPost },
          allowed: staff,
          status: 404,
        },
      ]),
    ),
    // ---- Conversations ----
    'conversations.open': { kind: 'mutation', input: { id: unknownPost }, allowed: [] },
    'conversations.thread': { kind: 'query', input: { id: unknownPost }, allowed: [] },
    'conversations.send': {
      kind: 'mutation',
      input: { conversationId: unknownPost, body: 'Hello' },
      allowed: [],
    },
    'conversations.start': {
      kind: 'mutation',
      input: { projectId: unknownPost, title: 'Hi', body: 'Hello' },
      allowed: [],
    },
    'conversations.unread': { kind: 'query', allowed: [] },
    'conversations.ownerOpen': { kind: 'mutation', input: { id: unknownPost }, allowed: staff, status: 404 },
    'conversations.ownerSend': {
      kind: 'mutation',
      input: { conversationId: unknownPost, body: 'Hello' },
      allowed: staff,
      status: 404,
    },
    'conversations.ownerStartChoice': {
      kind: 'query',
      input: { projectId: unknownPost },
      allowed: staff,
      status: 404,
    },
    'conversations.ownerStart': {
      kind: 'mutation',
      input: { projectId: unknownPost, title: 'Hi', body: 'Hello' },
      allowed: staff,
      status: 404,
    },
    'conversations.ownerUnread': { kind: 'query', allowed: staff },
    // ---- Booking: visitors (public) ----
    'booking.services': { kind: 'query', allowed: everyone },
    'booking.service': {
      kind: 'query',
      input: { service: 'no-such-service' },
      allowed: everyone,
      status: 404,
    },
    'booking.monthSlots': {
      kind: 'query',
      input: { service: 'no-such-service', month: '2027-01', timeZone: 'Europe/London' },
      allowed: everyone,
      status: 404,
    },
    'booking.book': {
      kind: 'mutation',
      input: (who: Who) => ({
        service: 'no-such-service',
        startsAt: '2027-01-04T09:00:00.000Z',
        timeZone: 'Europe/London',
        name: 'Ada Lovelace',
        email: `matrix-${who}@example.com`,
      }),
      allowed: everyone,
      status: 404,
    },
    'booking.linkedBooking': {
      kind: 'query',
      input: { token: 'no-such-token-no-such-token', kind: 'cancel' },
      allowed: everyone,
      status: 404,
    },
    'booking.cancelByLink': {
      kind: 'mutation',
      input: { token: 'no-such-token-no-such-token' },
      allowed: everyone,
      status: 404,
    },
    'booking.rescheduleSlots': {
      kind: 'query',
      input: { token: 'no-such-token-no-such-token', month: '2027-01', timeZone: 'Europe/London' },
      allowed: everyone,
      status: 404,
    },
    'booking.rescheduleByLink': {
      kind: 'mutation',
      input: { token: 'no-such-token-no-such-token', startsAt: '2027-01-04T09:00:00.000Z', timeZone: 'UTC' },
      allowed: everyone,
      status: 404,
    },
    // ---- Booking: the owner (admin) ----
    // Mutations get inputs that write nothing: a refused one (400) or an unknown record (404).
    'booking.adminServices': { kind: 'query', allowed: ['admin'] },
    'booking.createService': { kind: 'mutation', input: { name: '' }, allowed: ['admin'], status: 400 },
    'booking.updateService': {
      kind: 'mutation',
      input: { id: unknownPost, name: 'Matrix', slug: 'matrix', durationMinutes: 30, pricePence: 0 },
      allowed: ['admin'],
      status: 404,
    },
    'booking.saveServiceTranslations': {
      kind: 'mutation',
      input: { id: unknownPost, translations: { de: { name: 'Matrix', description: '' } } },
      allowed: ['admin'],
      status: 404,
    },
    'booking.setServiceActive': {
      kind: 'mutation',
      input: { id: unknownPost, isActive: false },
      allowed: ['admin'],
      status: 404,
    },
    'booking.availability': { kind: 'query', allowed: ['admin'] },
    'booking.saveWeekly': {
      kind: 'mutation',
      input: { days: [{ dayOfWeek: 1, ranges: [{ startMinute: 600, endMinute: 540 }] }] },
      allowed: ['admin'],
      status: 400,
    },
    'booking.setOverride': {
      kind: 'mutation',
      input: { date: '2026-02-30', ranges: [] },
      allowed: ['admin'],
      status: 400,
    },
    'booking.removeOverride': { kind: 'mutation', input: { date: '2000-01-01' }, allowed: ['admin'] },
    'booking.bookings': { kind: 'query', input: { when: 'past' }, allowed: ['admin'] },
    'booking.cancelBooking': {
      kind: 'mutation',
      input: { id: unknownPost },
      allowed: ['admin'],
      status: 404,
    },
    'blogAdmin.list': { kind: 'query', allowed: staff },
    'blogAdmin.load': { kind: 'query', input: { id: unknownPost }, allowed: staff, status: 404 },
    'blogAdmin.tags': { kind: 'query', allowed: staff },
    'blogAdmin.preview': { kind: 'mutation', input: { content: '# Hi' }, allowed: staff },
    // Invalid inputs: the role check comes first, and nothing is written for anyone.
    'blogAdmin.save': {
      kind: 'mutation',
      input: { title: '', content: '', action: 'draft' },
      allowed: staff,
      status: 400,
    },
    'blogAdmin.delete': { kind: 'mutation', input: { id: unknownPost }, allowed: staff, status: 404 },
    'blogAdmin.generateCover': { kind: 'mutation', input: { title: ' ' }, allowed: staff, status: 400 },
    'blogAdmin.coverStatus': { kind: 'query', input: { jobId: 'no-such-job' }, allowed: staff, status: 404 },
    'blogAdmin.apiKeys': { kind: 'query', allowed: ['admin'] },
    'blogAdmin.createApiKey': { kind: 'mutation', input: { name: '' }, allowed: ['admin'], status: 400 },
    'blogAdmin.revokeApiKey': {
      kind: 'mutation',
      input: { id: unknownPost },
      allowed: ['admin'],
      status: 404,
    },
    // ---- System tests: the owner's checks and the visitors' connection tests (part "admin-checks") ----
    'system.adminChecks': { kind: 'mutation', allowed: ['admin'] },
    // Each person calls from their own address, so each gets their one run of the minute.
    'system.connectionTests': { kind: 'mutation', allowed: everyone },
    // ---- System: the visitors' test pages (helper "site-pages") ----
    // Public: each role calls from its own address, so the suite's once-a-minute limit holds nobody
    // back; the blog API test without a key is answered (ok: false) and creates nothing.
    'system.siteSuite': { kind: 'mutation', allowed: everyone },
    // What the two test pages show on load: each address's own last run and seconds left.
    'system.lastConnectionTests': { kind: 'query', allowed: everyone },
    'system.lastSiteSuite': { kind: 'query', allowed: everyone },
    'system.tryBlogApi': { kind: 'mutation', input: {}, allowed: everyone },
    // ---- The audit log (issue 33): the owner reads it; nothing changes or removes an entry ----
    'audit.entries': {
      kind: 'query',
      input: { action: 'post.deleted', from: '2026-01-01' },
      allowed: ['admin'],
    },
    // ---- System: test-user API keys (part "test-users"); inputs that write nothing ----
    'system.testUserKeys': { kind: 'query', allowed: ['admin'] },
    // ---- System: e-mails not sent after their last try (issue 33) ----
    'system.failedEmails': { kind: 'query', allowed: ['admin'] },
    'system.createTestUserKey': { kind: 'mutation', input: { name: '' }, allowed: ['admin'], status: 400 },
    'system.revokeTestUserKey': {
      kind: 'mutation',
      input: { id: unknownPost },
      allowed: ['admin'],
      status: 404,
    },
  };

  it('lists every procedure of the router', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(appRouter._def.procedures).sort());
  });

  it('allows and denies exactly as each procedure declares', async () => {
    const clients: Record<Who, HttpClient> = {
      visitor: client(),
      user: await signedIn({ email: newcomer.email, password: newcomer.password }),
      editor: await signedIn(EDITOR),
      admin: await signedIn(OWNER),
    };
    for (const [path, rule] of Object.entries(matrix)) {
      for (const who of Object.keys(clients) as Who[]) {
        const input = typeof rule.input === 'function' ? rule.input(who) : rule.input;
        // The visitor keeps no cookies, as a script would: an earlier call's anonymous one is dropped.
        if (who === 'visitor') clients.visitor.cookie = undefined;
        const { status } = await clients[who].trpc(path, rule.kind, input);
        // Refused: a visitor is asked to sign in (401), a signed-in person is denied (403).
        const expected = !rule.allowed.includes(who)
          ? who === 'visitor'
            ? 401
            : 403
          : who === 'visitor' && rule.visitorStatus
            ? rule.visitorStatus
            : (rule.status ?? 200);
        // Subscribing the same address again is a conflict, not a refusal of the caller.
        const allowedStatuses = path === 'newsletter.subscribe' ? [expected, 409] : [expected];
        expect({ path, who, allowed: allowedStatuses.includes(status) }).toEqual({
          path,
          who,
          allowed: true,
        });
      }
    }
  });
});

describe('sessions', () => {
  it('end everywhere else when the password changes: the browser that changed it stays signed in', async () => {
    const account = { email: 'two-browsers@example.com', password: 'lantern-meadow-harbour-2931' };
    await signUpThroughEmail(client(), environment.dataDir, { ...newcomer, ...account });
    const here = await signedIn(account);
    const elsewhere = await signedIn(account);
    const changed = await here.trpc('accounts.setPassword', 'mutation', {
      currentPassword: account.password,
      newPassword: 'granite-violin-orchard-5820',
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere.trpc('accounts.me', 'query')).data).toBeNull();
    expect((await here.trpc('accounts.me', 'query')).data).toMatchObject({ email: account.email });
  });

  it('survive a restart of the server', async () => {
    const http = await signedIn(OWNER);
    expect(await site.stop()).toBe(0);
    site = await startSiteProcess(environment.env);
    const restarted = new HttpClient(site.url);
    restarted.cookie = http.cookie;
    expect((await restarted.trpc('accounts.me', 'query')).data).toMatchObject({
      email: OWNER.email,
      role: 'admin',
    });
  });
});
