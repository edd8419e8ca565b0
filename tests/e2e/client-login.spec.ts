import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/e2e-site.ts';

const site = startE2eSite();
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
    expect(
      await page
        .getByText('Magic links are secure and need no password. They expire after 1 hour.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Start a new project' }).getAttribute('href')).toBe(
      '/client_onboarding',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.locator('#client-email-error', { hasText: 'Email is required' }).waitFor();
    expect(await page.locator('#client-email-error').textContent()).toBe('Email is required');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.locator('#client-email-error', { hasText: 'Invalid email address' }).waitFor();
    expect(await page.locator('#client-email-error').textContent()).toBe('Invalid email address');

    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('#client-password-error', { hasText: 'Password is required' }).waitFor();
    expect(await page.locator('#client-password-error').textContent()).toBe('Password is required');
    expect(errors).toEqual([]);
  });

  it('sends a magic link whose page signs in with one button, and lands on /portal', async () => {
    const email = await newClient();
    const page = await site.newPage();
    const asked = await askForLink(page, email);
    expect(await page.getByText(`We sent a magic link to ${email}. It expires in 1 hour.`).isVisible()).toBe(
      true,
    );
    expect(await axeViolations(page)).toEqual([]);
    const { link } = await signInMail(email, asked);

    await open(page, link);
    await heading(page, 'Sign in to your Client Portal');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('status').filter({ hasText: 'Login successful!' }).waitFor();
    await page.waitForURL(`${site.url}/portal`);

    // The link worked once: opened again, its page says so at once.
    await open(page, link);
    await heading(page, 'This link cannot be used');
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
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
    const context = await site.browser.newContext({ javaScriptEnabled: false });
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

  it('reads in German on a phone for a first-time visitor, and passes axe', async () => {
    const page = await site.newPage({ width: 390, height: 844 });
    await open(page, `${site.url}/client_login?lang=de`);
    await heading(page, 'Zugang zum Kundenportal');
    expect(await page.getByRole('button', { name: 'Magischen Link senden' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ein neues Projekt starten' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Passwort', exact: true }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
