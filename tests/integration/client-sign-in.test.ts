import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { finishLinkIn, finishSignUp } from '../fixtures/sign-up-mail.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

/** Each visitor gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
const visitor = (ip = `10.3.0.${++ipCounter}`) =>
  new HttpClient(site.url, { 'X-Forwarded-For': ip, 'User-Agent': 'ClientSignInTest/1.0' });

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  const connection = new pg.Client({ connectionString: environment.env.DATABASE_URL });
  await connection.connect();
  try {
    return (await connection.query(query, params)).rows as Row[];
  } finally {
    await connection.end();
  }
}

async function newClient(email: string, name = 'Ada King Lovelace'): Promise<string> {
  const id = crypto.randomUUID();
  await sql(`insert into "clients" ("id", "name", "email", "phone") values ($1, $2, $3, '020 7946 0000')`, [
    id,
    name,
    email,
  ]);
  return id;
}

/** Asks for a link and reads the e-mail it brought: the token of the link and the code. */
async function requestLink(http: HttpClient, email: string, redirect?: string) {
  const before = smtp.received.length;
  const response = await http.post('/auth/client/magic-link', { email, redirect });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ sent: true });
  const mails = await smtp.waitForMessages(before + 1);
  const mail = mails.at(-1);
  expect(mail?.envelopeTo).toEqual([email.toLowerCase()]);
  const text = mail?.parsed.text ?? '';
  const token = /\/client_login\/verify\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const code = /code on the sign-in screen: (\d{6})/.exec(text)?.[1] ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(code).toMatch(/^\d{6}$/);
  return { token, code, mail };
}

/** Signs up as a person does: the sign-up's JSON, then the button of the page its e-mail links to. */
async function signUpThroughSmtp(
  http: HttpClient,
  details: { email: string; password: string; firstName: string; lastName: string; phone: string },
) {
  const before = smtp.received.length;
  expect((await http.post('/auth/sign-up', details)).status).toBe(202);
  const mail = (await smtp.waitForMessages(before + 1)).at(-1);
  expect(mail?.envelopeTo).toEqual([details.email]);
  expect((await finishSignUp(http, finishLinkIn(mail?.parsed.text ?? ''))).status).toBe(303);
}

const signedInAs = async (http: HttpClient) => (await http.trpc('accounts.me', 'query')).data;

const serverUrl = postgresUrl();

describe.runIf(serverUrl)('client sign-in on PostgreSQL', () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', SMTP_URL: smtp.url });
    if (environment.env.REDIS_URL) {
      worker = startProcess('src/worker-main.ts', environment.env);
      await worker.waitForLog((line) => line.msg === 'worker ready');
    }
    site = await startSiteProcess(environment.env);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await worker?.stop();
    await smtp?.close();
    await environment?.cleanup();
  });

  it('e-mails a link and a code; the link page spends nothing; its POST creates, links and signs in the user', async () => {
    const clientId = await newClient('ada@example.com');
    const http = visitor();
    const { token, mail } = await requestLink(http, 'Ada@Example.com');
    expect(mail?.parsed.subject).toBe('Your sign-in link for the Client Portal');
    expect(mail?.parsed.text).toContain('expire in 1 hour');

    // Opening the page (as a mail scanner does) signs nobody in and spends nothing.
    const page = await http.page(`/client_login/verify?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(await signedInAs(http)).toBeNull();

    const signIn = await http.post('/auth/client/verify', { token });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({
      redirectTo: '/portal',
      viewer: { email: 'ada@example.com' },
    });
    const me = await signedInAs(http);
    expect(me).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      phone: '020 7946 0000',
      role: 'user',
      hasPassword: false,
    });
    const [row] = await sql<{ user_id: string }>(`select "user_id" from "clients" where "id" = $1`, [
      clientId,
    ]);
    expect(row?.user_id).toBe(me.id);
    // The portal's procedures now know the client.
    expect((await http.trpc('clients.settings', 'query')).status).toBe(200);
  });

  it('signs out whoever made an account with the address before its owner proved it by a link', async () => {
    const squatter = visitor();
    await signUpThroughSmtp(squatter, {
      email: 'owner-of-address@example.com',
      password: 'squatted-password-1',
      firstName: 'Not',
      lastName: 'Them',
      phone: '020 7946 0999',
    });
    await newClient('owner-of-address@example.com', 'Real Owner');
    const owner = visitor();
    const { token } = await requestLink(owner, 'owner-of-address@example.com');
    expect((await owner.post('/auth/client/verify', { token })).status).toBe(200);
    expect(await signedInAs(owner)).toMatchObject({ email: 'owner-of-address@example.com' });
    // The account is the client's now: the squatter's session is gone, and so is their password.
    expect(await signedInAs(squatter)).toBeNull();
    const retry = await visitor().post('/auth/client/sign-in', {
      email: 'owner-of-address@example.com',
      password: 'squatted-password-1',
    });
    expect(retry.status).toBe(401);
  });

  it('signs in once when the link is posted twice at the same moment', async () => {
    await newClient('twice@example.com');
    const { token } = await requestLink(visitor(), 'twice@example.com');
    const [first, second] = [visitor(), visitor()];
    const answers = await Promise.all([
      first.post('/auth/client/verify', { token }),
      second.post('/auth/client/verify', { token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const signedIn = await Promise.all([signedInAs(first), signedInAs(second)]);
    expect(signedIn.filter(Boolean)).toHaveLength(1);
    const [refused] = answers.filter((answer) => answer.status === 401);
    expect(await refused?.json()).toMatchObject({ code: 'CLIENTS.SIGN_IN_LINK_INVALID' });
  });

  it('refuses an expired link, and its plain form post shows the page saying so', async () => {
    await newClient('late@example.com');
    const { token } = await requestLink(visitor(), 'late@example.com');
    await sql(
      `update "client_sign_in_links" set "expires_at" = now() - interval '1 second'
       where "client_id" = (select "id" from "clients" where "email" = 'late@example.com')`,
    );
    const http = visitor();
    const posted = await http.form('/client_login/verify', { token });
    expect(posted.status).toBe(401);
    expect(await posted.text()).toContain('This sign-in link has expired or has already been used.');
    expect(await signedInAs(http)).toBeNull();
  });

  it("falls back after the hour to the sign-in form for the link's address, keeping its target", async () => {
    await newClient('later@example.com');
    const target = '/portal/proposals/p-1?tab=x#pay';
    const { token } = await requestLink(visitor(), 'later@example.com', target);
    await sql(
      `update "client_sign_in_links" set "expires_at" = now() - interval '1 second'
       where "client_id" = (select "id" from "clients" where "email" = 'later@example.com')`,
    );
    const opened = await visitor().page(`/client_login/verify?token=${token}`);
    expect(opened.status).toBe(302);
    const fallback = new URL(opened.headers.get('location') ?? '', 'http://site.invalid');
    expect(fallback.pathname).toBe('/client_login');
    expect(Object.fromEntries(fallback.searchParams)).toEqual({
      email: 'later@example.com',
      redirect: target,
      expired: '1',
    });
  });

  it('takes the code from the e-mail, but locks it after 5 wrong tries', async () => {
    await newClient('code@example.com');
    const http = visitor();
    const { code } = await requestLink(http, 'code@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await http.post('/auth/client/code', { email: 'code@example.com', code: wrong });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'CLIENTS.WRONG_SIGN_IN_CODE' });
    }
    const locked = await http.post('/auth/client/code', { email: 'code@example.com', code });
    expect(locked.status).toBe(401);
    expect(await signedInAs(http)).toBeNull();

    // A new link has a new code, which works (as a plain form post too).
    const fresh = await requestLink(visitor(), 'code@example.com', '/portal?tab=messages');
    const posted = await http.form('/client_login/code', { email: 'code@example.com', code: fresh.code });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/portal?tab=messages&signed_in=1');
    expect(await signedInAs(http)).toMatchObject({ email: 'code@example.com' });
  });

  it('compares only 5 of many codes typed at once from many addresses: the right one typed last is refused too', async () => {
    await newClient('burst@example.com');
    const { code } = await requestLink(visitor(), 'burst@example.com');
    const wrongCodes = Array.from({ length: 11 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const statuses = await Promise.all(
      [...wrongCodes, code].map(async (typed) => {
        const answer = await visitor().post('/auth/client/code', { email: 'burst@example.com', code: typed });
        await answer.body?.cancel();
        return answer.status;
      }),
    );
    expect(statuses).toEqual(Array<number>(12).fill(401));
    const later = visitor();
    expect((await later.post('/auth/client/code', { email: 'burst@example.com', code })).status).toBe(401);
    expect(await signedInAs(later)).toBeNull();
  });

  it('answers an unknown address as a known one, and sends it nothing', async () => {
    await newClient('known@example.com');
    const before = smtp.received.length;
    const unknown = await visitor().post('/auth/client/magic-link', { email: 'stranger@example.com' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ sent: true });
    // The known address's mail arrives after the unknown one's job ran: nothing went to the stranger.
    await requestLink(visitor(), 'known@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.slice(before).flatMap((mail) => mail.envelopeTo)).toEqual(['known@example.com']);
    const codeAnswer = await visitor().post('/auth/client/code', {
      email: 'stranger@example.com',
      code: '123456',
    });
    expect(codeAnswer.status).toBe(401);
    expect(await codeAnswer.json()).toMatchObject({ code: 'CLIENTS.WRONG_SIGN_IN_CODE' });
  });

  it('lets a client sign in with the password set on /account, and refuses a password account without a client record', async () => {
    await newClient('grace@example.com', 'Grace Hopper');
    const http = visitor();
    const { token } = await requestLink(http, 'grace@example.com');
    await http.post('/auth/client/verify', { token });
    const set = await http.trpc('accounts.setPassword', 'mutation', { newPassword: 'a long passphrase' });
    expect(set.status).toBe(200);
    expect(await signedInAs(http)).toMatchObject({ hasPassword: true });

    const again = visitor();
    const wrong = await again.post('/auth/client/sign-in', { email: 'grace@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'ACCOUNTS.INVALID_CREDENTIALS' });
    const right = await again.post('/auth/client/sign-in', {
      email: 'grace@example.com',
      password: 'a long passphrase',
      redirect: 'https://evil.example/',
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ redirectTo: '/portal' });

    // An account made by signing up, with no client record: refused and left signed out.
    const stranger = visitor();
    await signUpThroughSmtp(stranger, {
      email: 'signup@example.com',
      password: 'another long one',
      firstName: 'Sign',
      lastName: 'Up',
      phone: '0123',
    });
    const refused = await stranger.post('/auth/client/sign-in', {
      email: 'signup@example.com',
      password: 'another long one',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: 'Client account not found. Please use the onboarding form first.',
    });
    expect(await signedInAs(stranger)).toBeNull();
  });

  it('works as plain forms: asking for a link shows the Check Your Email screen', async () => {
    await newClient('plain@example.com');
    const http = visitor();
    const before = smtp.received.length;
    const asked = await http.form('/client_login?redirect=/portal', {
      mode: 'magic',
      email: 'plain@example.com',
    });
    expect(asked.status).toBe(303);
    const location = asked.headers.get('location') ?? '';
    expect(location).toBe('/client_login?sent=1&email=plain%40example.com&redirect=%2Fportal');
    const screen = await (await http.page(location)).text();
    expect(screen).toContain('Check Your Email');
    expect(screen).toContain('← Back to login');
    await smtp.waitForMessages(before + 1);

    const refused = await http.form('/client_login', {
      mode: 'password',
      email: 'plain@example.com',
      password: '',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Password is required');
  });
});
