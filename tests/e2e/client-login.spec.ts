import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });
let clientCounter = 0;

/** A client record, made as visitors make them: through the project inquiry. */
async function newClient(name = 'Ada Lovelace'): Promise<string> {
  const email = `client-${++clientCounter}-${Date.now()}@example.com`;
  const response = await fetch(`${site.url}/trpc/clients.submitInquiry`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: site.url,
      'X-Forwarded-For': `10.9.0.${clientCounter}`,
    },
    body: JSON.stringify({
      name,
      email,
      projectName: 'A new website',
      projectTypes: ['website'],
      consent: true,
    }),
  });
  if (!response.ok) throw new Error(`inquiry failed: ${response.status} ${await response.text()}`);
  return email;
}

let addressCounter = 0;
/**
 * A browser of its own address (the site trusts its loopback proxy): the link requests and codes the
 * site counts per address stay this test's own.
 */
const ownAddress = () => ({ 'X-Forwarded-For': `10.8.1.${++addressCounter}` });
const newPageOfItsOwn = async () => {
  const page = await site.newPage();
  await page.setExtraHTTPHeaders(ownAddress());
  return page;
};

const signInMail = (email: string, after: Date, seen?: string) => readSignInMail(site, email, after, seen);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function askForLink(page: Page, email: string) {
  await open(page, `${site.url}/client_login?email=${encodeURIComponent(email)}`);
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  const asked = new Date();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.getByRole('status').filter({ hasText: 'Magic link sent! Check your email.' }).waitFor();
  await heading(page, 'Check Your Email');
  return asked;
}

describe('client login', () => {
  it('shows the magic-link form by default, the password field only in password mode, and passes axe', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_login`);
    await heading(page, 'Client Portal Access');
    expect(await page.getByRole('link', { name: 'Email Magic Link' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        page.getByText('Magic links are secure and need no password. They expire after 1 hour.').isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Start a new project' }).getAttribute('href')).toBe(
      '/client_onboarding',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.locator('#client-email-error', { hasText: 'Email is required' }).waitFor();
    await expect.poll(() => page.locator('#client-email-error').textContent()).toBe('Email is required');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.locator('#client-email-error', { hasText: 'Invalid email address' }).waitFor();
    await expect.poll(() => page.locator('#client-email-error').textContent()).toBe('Invalid email address');

    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('#client-password-error', { hasText: 'Password is required' }).waitFor();
    await expect
      .poll(() => page.locator('#client-password-error').textContent())
      .toBe('Password is required');
    expect(errors).toEqual([]);
  });

  it('sends a magic link whose page signs in with one button, and lands on /portal', async () => {
    const email = await newClient();
    const page = await site.newPage();
    const asked = await askForLink(page, email);
    await expect
      .poll(() => page.getByText(`We sent a magic link to ${email}. It expires in 1 hour.`).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const { link } = await signInMail(email, asked);

    await open(page, link);
    await heading(page, 'Sign in to your Client Portal');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('status').filter({ hasText: 'Login successful!' }).waitFor();
    await page.waitForURL(`${site.url}/portal`);

    // The link worked once: opened again (signed out: signed in, it would go straight to the portal),
    // its page says so at once.
    const later = await site.newPage();
    await open(later, link);
    await heading(later, 'This link cannot be used');
    expect(await later.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    expect(await later.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/client_login',
    );
  });

  it('signs in with the code typed on the Check Your Email screen; ← Back to login returns to the form', async () => {
    const email = await newClient('Grace Hopper');
    const page = await site.newPage();
    const asked = await askForLink(page, email);
    const { code, link } = await signInMail(email, asked);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();

    await page.getByRole('link', { name: '← Back to login' }).click();
    await heading(page, 'Client Portal Access');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(page, 'Check Your Email');
    const fresh = await signInMail(email, asked, link.split('token=')[1]);
    await page.getByLabel('6-digit code').fill(fresh.code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/portal`);
  });

  it('signs in with a password once the client has set one on /account', async () => {
    const email = await newClient('Katherine Johnson');
    const first = await site.newPage();
    const asked = await askForLink(first, email);
    const { link } = await signInMail(email, asked);
    await open(first, link);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await first.waitForURL(`${site.url}/portal`);
    await open(first, `${site.url}/account`);
    await first.getByLabel('New password').fill('orbital mechanics');
    await first.getByRole('button', { name: 'Set a password' }).click();
    await first.getByRole('status').filter({ hasText: 'Password saved' }).waitFor();
    await first.getByRole('button', { name: 'Change password' }).waitFor();

    const page = await site.newPage();
    await open(page, `${site.url}/client_login?mode=password`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('orbital mechanics');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('status').filter({ hasText: 'Login successful!' }).waitFor();
    await page.waitForURL(`${site.url}/portal`);
  });

  /** A new client asks for a link in a browser without JavaScript: the page, and the e-mail's link and code. */
  async function askForLinkWithoutScript(name: string) {
    const email = await newClient(name);
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: ownAddress(),
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/client_login`);
    await page.getByLabel('Email').fill(email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(page, 'Check Your Email');
    return { context, page, ...(await signInMail(email, asked)) };
  }

  it('works without JavaScript: the link is asked for, the code typed, and the portal reached', async () => {
    const { context, page, code } = await askForLinkWithoutScript('Mary Jackson');
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/portal/);
    await context.close();
  });

  it("works without JavaScript from the e-mailed link: its page's button signs in", async () => {
    const { context, page, link } = await askForLinkWithoutScript('Katherine Johnson');
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/portal/);
    await context.close();
  });

  /** A new client signed in through a magic link's button, on a page of their own. */
  async function signedInClient(name: string) {
    const email = await newClient(name);
    const page = await newPageOfItsOwn();
    const asked = await askForLink(page, email);
    const { link } = await signInMail(email, asked);
    await open(page, link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.url}/portal`);
    return { email, page };
  }

  it('sends a signed-in client from /client_login?redirect=… straight to the page, with or without JavaScript', async () => {
    const { page } = await signedInClient('Dorothy Vaughan');
    await open(page, `${site.url}/client_login?redirect=${encodeURIComponent('/portal?tab=messages')}`);
    expect(page.url()).toBe(`${site.url}/portal?tab=messages`);
    expect(await page.getByRole('heading', { name: 'Client Portal Access' }).count()).toBe(0);

    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    const answer = await plain.goto(
      `${site.url}/client_login?redirect=${encodeURIComponent('/portal?tab=proposals')}`,
    );
    expect(answer?.request().redirectedFrom()?.url()).toContain('/client_login?redirect=');
    expect(plain.url()).toBe(`${site.url}/portal?tab=proposals`);
    await noScript.close();
  });

  it('sends a signed-in client who opens a sign-in link straight to its page, leaving the link unspent', async () => {
    const { email, page } = await signedInClient('Annie Easley');
    const other = await newPageOfItsOwn();
    await open(other, `${site.url}/client_login?redirect=${encodeURIComponent('/portal?tab=transactions')}`);
    await other.getByLabel('Email').fill(email);
    const asked = new Date();
    await other.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(other, 'Check Your Email');
    const { link } = await signInMail(email, asked);

    await open(page, link);
    expect(page.url()).toBe(`${site.url}/portal?tab=transactions`);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    // Still good for the browser that asked for it.
    await open(other, link);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL(`${site.url}/portal?tab=transactions`);
  });

  it('keeps the whole page opened signed out (path, query and #hash) through the sign-in', async () => {
    const email = await newClient('Evelyn Boyd');
    const page = await newPageOfItsOwn();
    await open(page, `${site.url}/portal?tab=messages#new-conversation`);
    await heading(page, 'Client Portal Access');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portal?tab=messages');
    await page.getByLabel('Email').fill(email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(page, 'Check Your Email');
    const { code } = await signInMail(email, asked);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/portal?tab=messages#new-conversation`);
  });

  it('says the link is spent after the 5th wrong code, and sends a new one that keeps the page to land on', async () => {
    const email = await newClient('Gladys West');
    const page = await newPageOfItsOwn();
    await open(page, `${site.url}/client_login?redirect=${encodeURIComponent('/portal?tab=settings')}`);
    await page.getByLabel('Email').fill(email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(page, 'Check Your Email');
    const { code, token } = await signInMail(email, asked);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
      await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    }
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const spent = page.getByRole('alert').filter({
      hasText: `That was the 5th wrong code, so this sign-in link is now spent. We can send a new link to ${email}.`,
    });
    await spent.waitFor();
    expect(await page.getByText('That code is not right').count()).toBe(0);
    expect(await page.getByLabel('6-digit code').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const again = new Date();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const fresh = await signInMail(email, again, token);
    await page.getByLabel('6-digit code').fill(fresh.code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/portal?tab=settings`);
  });

  it('offers the new link without JavaScript too, after the 5th wrong code', async () => {
    const { context, page, code } = await askForLinkWithoutScript('Christine Darden');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await heading(page, 'Check Your Email');
    }
    await page.getByRole('alert').filter({ hasText: 'this sign-in link is now spent' }).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent a magic link to' }).waitFor();
    await context.close();
  });

  it("shows an expired link's fallback (the integration test makes it) saying so, with the address and target kept", async () => {
    const email = await newClient('Mae Jemison');
    const page = await newPageOfItsOwn();
    const query = new URLSearchParams({ email, redirect: '/portal?tab=proposals', expired: '1' });
    await open(page, `${site.url}/client_login?${query}`);
    await page
      .getByRole('status')
      .filter({
        hasText: 'That sign-in link has expired. Ask for a new one here: it will open the same page.',
      })
      .waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await axeViolations(page)).toEqual([]);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await heading(page, 'Check Your Email');
    const { link } = await signInMail(email, asked);
    await open(page, link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.url}/portal?tab=proposals`);
  });

  it('reads in German on a phone for a first-time visitor, and passes axe', async () => {
    const page = await site.newPage({ width: 390, height: 844 });
    await open(page, `${site.url}/client_login?lang=de`);
    await heading(page, 'Zugang zum Kundenportal');
    await expect
      .poll(() => page.getByRole('button', { name: 'Magischen Link senden' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Ein neues Projekt starten' }).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Passwort', exact: true }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
