import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { finishSignUpLink, signUpThroughEmail } from '../fixtures/sign-up-mail.ts';

/** /login, /register and /account posted as plain HTML forms, before (or without) their scripts. */

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
const SECRET = 'a-password-never-echoed-9';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let ipCounter = 0;

const finishLink = (address: string) => finishSignUpLink(environment.dataDir, address);

/** Each client gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
function client(ip = `10.4.0.${++ipCounter}`) {
  return new HttpClient(site.url, { 'X-Forwarded-For': ip });
}

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  const cli = startProcess('src/infrastructure/cli/user-cli.ts', environment.env, [
    '--email',
    OWNER.email,
    '--role',
    'admin',
    '--password',
    OWNER.password,
  ]);
  expect(await new Promise((resolve) => cli.child.once('exit', resolve))).toBe(0);
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

describe('npm run user', () => {
  it.each([
    ['12345678', 'Password must be at least 10 characters'],
    ['password1234', 'This password appears in lists of leaked passwords. Please choose another one.'],
  ])('refuses the password %j with "%s"', async (password, message) => {
    const cli = startProcess('src/infrastructure/cli/user-cli.ts', environment.env, [
      '--email',
      'weak@example.com',
      '--role',
      'editor',
      '--password',
      password,
    ]);
    expect(await new Promise((resolve) => cli.child.once('exit', resolve))).toBe(1);
    expect(cli.stderr().trim()).toBe(message);
  });
});

describe('POST /login as a plain form', () => {
  it('signs in with a new session cookie and redirects (303) where the JSON sign-in would', async () => {
    const browser = client();
    const response = await browser.form('/login', OWNER);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/dashboard');
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sid=.*HttpOnly/));
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({ email: OWNER.email });
  });

  it('keeps a site path given as redirect, and ignores another site', async () => {
    const kept = await client().form('/login?redirect=%2Faccount', OWNER);
    expect(kept.headers.get('location')).toBe('/account');
    const foreign = await client().form('/login?redirect=https%3A%2F%2Fevil.example%2F', OWNER);
    expect(foreign.headers.get('location')).toBe('/admin/dashboard');
  });

  it('rotates the session: an id held before signing in is worth nothing after', async () => {
    const browser = client();
    await (await browser.form('/login', OWNER)).text();
    const first = browser.cookie;
    // Read to the end: the session is saved while the body is still being sent.
    await (await browser.form('/login', OWNER)).text();
    expect(browser.cookie).not.toBe(first);
    const stale = client();
    stale.cookie = first;
    expect((await stale.trpc('accounts.me', 'query')).data).toBeNull();
  });

  it('answers a wrong password with 401 and the login page: the e-mail kept, the password nowhere', async () => {
    const browser = client();
    const response = await browser.form('/login', { email: OWNER.email, password: SECRET });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Invalid email or password. Please check your credentials.');
    expect(html).toContain(`value="${OWNER.email}"`);
    expect(html).not.toContain(SECRET);
    expect(browser.cookie ?? '').not.toContain('sid=');
  });

  it('answers missing fields with 400 and the spec messages', async () => {
    const response = await client().form('/login', { email: 'not-an-address', password: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Invalid email address');
    expect(html).toContain('Password is required');
    expect(html).toContain('value="not-an-address"');
  });

  it('refuses a sixth try within 15 minutes after five failures with 429, as the JSON sign-in does', async () => {
    const browser = client('10.4.9.9');
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(
        (await browser.form('/login', { email: OWNER.email, password: `wrong-${attempt}` })).status,
      ).toBe(401);
    const blocked = await browser.form('/login', OWNER);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.text()).toContain('Too many attempts, try again in 15 minutes');
    // The JSON route counts the same failures.
    expect((await browser.post('/auth/sign-in', OWNER)).status).toBe(429);
  });

  it('refuses a sign-in posted from another site with 403', async () => {
    const response = await client().form('/login', OWNER, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('POST /register as a plain form', () => {
  const grace = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'Grace@Example.com',
    phone: '+1 (212) 555-0100',
    password: 'cobol-forever-1959',
  };

  it('creates nothing yet: redirects (303) to the page saying to check the e-mail', async () => {
    const browser = client();
    const response = await browser.form('/register', grace);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register?sent=1');
    expect(await (await browser.page('/register?sent=1')).text()).toContain('Check your e-mail to finish');
    expect((await browser.trpc('accounts.me', 'query')).data).toBeNull();
  });

  it('the e-mailed link opens a page whose button creates the account, signs it in and redirects (303) to the settings', async () => {
    const browser = client();
    const link = await finishLink('grace@example.com');
    const page = await browser.page(`${link.pathname}${link.search}`);
    expect(await page.text()).toContain('Create My Account');
    const response = await browser.form(link.pathname, { token: link.searchParams.get('token') ?? '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 (212) 555-0100',
      role: 'user',
      tokenBalance: 100,
    });
    const settings = await browser.page('/account');
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain('value="Hopper"');
  });

  it('follows a site path given as redirect, through the e-mailed link', async () => {
    const email = 'redirected@example.com';
    await client().form('/register?redirect=%2Fblog', { ...grace, email });
    const link = await finishLink(email);
    const page = await (await client().page(`${link.pathname}${link.search}`)).text();
    expect(page).toContain('action="/register/confirm?redirect=%2Fblog"');
    const response = await client().form(`${link.pathname}?redirect=%2Fblog`, {
      token: link.searchParams.get('token') ?? '',
    });
    expect(response.headers.get('location')).toBe('/blog');
  });

  it('answers an e-mail already in use exactly as a new one, never saying so', async () => {
    const browser = client();
    const response = await browser.form('/register', {
      ...grace,
      email: 'GRACE@example.com',
      password: SECRET,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register?sent=1');
    expect(browser.cookie ?? '').not.toContain('sid=');
  });

  it('refuses a password from the leaked lists with 400 and says why', async () => {
    const response = await client().form('/register', {
      ...grace,
      email: 'weak@example.com',
      password: 'password1234',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This password appears in lists of leaked passwords. Please choose another one.');
    expect(html).toContain('value="weak@example.com"');
    expect(html).not.toContain('password1234');
  });

  it('answers invalid details with 400 and the spec messages', async () => {
    const response = await client().form('/register', {
      firstName: '',
      lastName: '',
      email: 'nobody',
      phone: 'call me',
      password: 'short',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Invalid phone number',
      'Password must be at least 10 characters',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('value="short"');
  });

  it('sends someone already signed in away from the sign-up page', async () => {
    const browser = client();
    await browser.form('/login', OWNER);
    const response = await browser.page('/register');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });

  it('refuses a sign-up posted from another site with 403', async () => {
    const response = await client().form(
      '/register',
      { ...grace, email: 'forged@example.com' },
      {
        Origin: 'https://evil.example',
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /account as a plain form', () => {
  it('saves and redirects (303) to the settings, which say so', async () => {
    const browser = client();
    await browser.form('/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '020 7946 0000',
      password: 'analytical-engine-1',
    });
    const link = await finishLink('ada@example.com');
    await browser.form(link.pathname, { token: link.searchParams.get('token') ?? '' });
    const saved = await browser.form('/account', {
      firstName: 'Augusta',
      lastName: 'King',
      phone: '020 7946 0001',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account?saved=1');
    const page = await (await browser.page('/account?saved=1')).text();
    expect(page).toContain('Account details updated successfully');
    expect(page).toContain('value="Augusta"');
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Augusta',
      lastName: 'King',
      phone: '020 7946 0001',
    });

    const refused = await browser.form('/account', { firstName: '', lastName: 'King', phone: 'call me' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('First name is required');
    expect(html).toContain('Invalid phone number');
    expect(html).toContain('value="call me"');
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({ firstName: 'Augusta' });
  });

  it('sends a visitor to the login page, and refuses another site', async () => {
    const visitor = await client().form('/account', { firstName: 'A', lastName: 'B', phone: '1' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/login?redirect=/account');
    const browser = client();
    await browser.form('/login', OWNER);
    const forged = await browser.form(
      '/account',
      { firstName: 'A', lastName: 'B', phone: '1' },
      {
        Origin: 'https://evil.example',
      },
    );
    expect(forged.status).toBe(403);
  });
});

describe('sessions of one account in several browsers', () => {
  async function signUpAndSignInTwice(email: string, password: string) {
    const here = await signUpThroughEmail(client(), environment.dataDir, {
      firstName: 'Two',
      lastName: 'Browsers',
      email,
      phone: '020 7946 0002',
      password,
    });
    const elsewhere = client();
    expect((await elsewhere.form('/login', { email, password })).status).toBe(303);
    return { here, elsewhere };
  }

  it("a password changed by the plain form ends the other browser's session, not this one", async () => {
    const password = 'saffron-kettle-meridian-7710';
    const { here, elsewhere } = await signUpAndSignInTwice('changes-password@example.com', password);
    const changed = await here.form('/account/password', {
      currentPassword: password,
      newPassword: 'walnut-cascade-pilgrim-3306',
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/account?password_saved=1');
    expect((await elsewhere.trpc('accounts.me', 'query')).data).toBeNull();
    expect((await here.trpc('accounts.me', 'query')).data).toMatchObject({
      email: 'changes-password@example.com',
    });
  });

  it('"Sign out everywhere" ends every session of the account, this one too, and goes home', async () => {
    const { here, elsewhere } = await signUpAndSignInTwice(
      'everywhere@example.com',
      'harbour-tulip-sonnet-6652',
    );
    const bystander = client();
    await bystander.form('/login', OWNER);
    const page = await (await here.page('/account')).text();
    expect(page).toContain('action="/account/sign-out-everywhere"');
    expect(page).toContain('Sign out everywhere');
    const response = await here.form('/account/sign-out-everywhere', {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(here.cookie).toBeUndefined();
    expect((await elsewhere.trpc('accounts.me', 'query')).data).toBeNull();
    expect((await bystander.trpc('accounts.me', 'query')).data).toMatchObject({ email: OWNER.email });
  });

  it('"Sign out everywhere" sends a visitor to the login page, and refuses another site', async () => {
    const visitor = await client().form('/account/sign-out-everywhere', {});
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/login?redirect=/account');
    const browser = client();
    await browser.form('/login', OWNER);
    const forged = await browser.form('/account/sign-out-everywhere', {}, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await browser.trpc('accounts.me', 'query')).data).toMatchObject({ email: OWNER.email });
  });
});

describe('the sign-out marker', () => {
  it('ends the session on the next request when the browser says its sign-out failed', async () => {
    const browser = client();
    await browser.form('/login', OWNER);
    const session = browser.cookie;
    browser.cookie = `${session}; signed_out=1`;
    const home = await browser.page('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Admin Login');
    expect(browser.cookie ?? '').not.toMatch(/sid=|signed_out=/);
    const replay = client();
    replay.cookie = session;
    expect((await replay.trpc('accounts.me', 'query')).data).toBeNull();
  });
});

describe('an account whose password is being guessed', () => {
  it('still lets its owner in from a browser that signed in before, while strangers stay locked out', async () => {
    const ownersLaptop = client('10.4.20.1');
    expect((await ownersLaptop.post('/auth/sign-in', OWNER)).status).toBe(200);
    expect((await ownersLaptop.post('/auth/sign-out')).status).toBe(204);

    // Ten wrong passwords from two addresses lock the account for everyone else.
    for (const attacker of ['10.4.21.1', '10.4.22.1'])
      for (let attempt = 1; attempt <= 5; attempt++)
        expect(
          (await client(attacker).post('/auth/sign-in', { ...OWNER, password: `guess-${attempt}` })).status,
        ).toBe(401);
    expect((await client('10.4.23.1').post('/auth/sign-in', OWNER)).status).toBe(429);
    expect((await client('10.4.23.2').form('/login', OWNER)).status).toBe(429);

    // The owner's browser keeps its own allowance: their right password works, by either form.
    expect((await ownersLaptop.post('/auth/sign-in', OWNER)).status).toBe(200);
    expect((await ownersLaptop.post('/auth/sign-out')).status).toBe(204);
    expect((await ownersLaptop.form('/login', OWNER)).status).toBe(303);
  });
});
