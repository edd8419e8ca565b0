import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, MEMBER, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { renderedMarkup } from '../fixtures/rendered-markup.ts';

const site = startE2eSite({ shared: true });

describe('admin login', () => {
  it('checks the fields with the spec messages before sending anything', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('#email-error', { hasText: 'Email is required' }).waitFor();
    await expect.poll(() => page.locator('#email-error').textContent()).toBe('Email is required');
    await expect.poll(() => page.locator('#password-error').textContent()).toBe('Password is required');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('#email-error', { hasText: 'Invalid email address' }).waitFor();
    await expect.poll(() => page.locator('#email-error').textContent()).toBe('Invalid email address');
  });

  it('says the credentials are wrong without telling which', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password. Please check your credentials.');
  });

  it('signs the owner in to the admin dashboard, replacing the login page in history', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    await open(page, `${site.url}/login`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    const button = page.getByRole('button', { name: /Sign/ });
    await button.click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
  });

  it('signs a reader in to their account, not to the staff dashboard they may not open', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login`);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/account`);
    expect(await page.getByText('Access Denied').count()).toBe(0);
  });

  it('greets the owner by name, not by the placeholder "Site", and opens Projects from the Admin Menu', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/dashboard`);
    // The e2e owner account has no name of its own (OWNER_NAME unset): the greeting falls back to the e-mail.
    await expect
      .poll(() => page.getByText(/^Signed in as /).textContent())
      .toBe(`Signed in as ${OWNER.email}. The admin areas open from the Admin Menu.`);
    await page.getByRole('button', { name: 'Admin Menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage Projects' }).click();
    await page.waitForURL(`${site.url}/admin/projects`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('follows a site path given as redirect, and signs out to the home page', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login?redirect=/account`);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/account`);
    await page.waitForSelector('html[data-hydrated="true"]');

    await page.getByRole('button', { name: MEMBER.firstName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect
      .poll(() => page.locator('header').getByRole('link', { name: 'Admin Login' }).isVisible())
      .toBe(true);
    await open(page, `${site.url}/account`);
    expect(page.url()).toBe(`${site.url}/login?redirect=/account`);
  });
});

describe('the redirect parameter', () => {
  it('is followed on any page when it names a site path, replacing the page in history', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/no-such-page`);
    await page.goto(`${site.url}/?redirect=/login`);
    await page.waitForURL(`${site.url}/login`);
    await page.goBack();
    await page.waitForURL(`${site.url}/no-such-page`);
  });

  it('is ignored when it points to another site', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/?redirect=https://evil.example/`);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${site.url}/?redirect=https://evil.example/`);
  });

  it('is ignored when it is a path that normalises to another site (/.//host)', async () => {
    const page = await site.newPage({ width: 375 });
    const offSite: string[] = [];
    await page.route(
      (url) => url.hostname === 'evil.example',
      (route) => {
        offSite.push(route.request().url());
        return route.abort();
      },
    );
    const url = `${site.url}/blog?lang=fr&redirect=${encodeURIComponent('/.//evil.example/phish')}`;
    await open(page, url);
    await page.waitForTimeout(300);
    expect(offSite).toEqual([]);
    expect(page.url()).toBe(url);
  });
});

describe('route guards', () => {
  it('sends a visitor from /account to the login page, rendered on the server', async () => {
    const response = await fetch(`${site.url}/account`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=/account');
  });

  it('denies a non-staff user the /admin pages (403 Access Denied) before any admin markup is sent', async () => {
    const page = await site.newPage({ as: MEMBER });
    const response = await page.request.get(`${site.url}/admin/dashboard`, { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    const html = renderedMarkup(await response.text());
    expect(html).toContain('Access Denied');
    expect(html).not.toContain('Admin Dashboard');
  });

  it('lets the owner into /admin pages', async () => {
    const page = await site.newPage({ as: OWNER });
    const response = await page.goto(`${site.url}/admin/dashboard`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Dashboard');
  });
});

describe('admin login before (or without) its script', () => {
  it('shows the refusal with the e-mail kept and the password empty, then signs in and follows the redirect', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/login?redirect=/account`);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill('not-the-password');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await refused).status()).toBe(401);
    await page.waitForLoadState();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password. Please check your credentials.');
    expect(await page.getByLabel('Email').inputValue()).toBe(MEMBER.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.content()).not.toContain('not-the-password');

    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/account`);
    expect(await page.getByLabel('First Name').inputValue()).toBe(MEMBER.firstName);
    await context.close();
  });

  it('shows the spec messages for empty fields', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.locator('#email-error').textContent()).toBe('Email is required');
    await expect.poll(() => page.locator('#password-error').textContent()).toBe('Password is required');
    await context.close();
  });

  it('links to the sign-up page, keeping the redirect', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login?redirect=/blog`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${site.url}/register?redirect=%2Fblog`);
    // A client navigation changes the address first; the new page's heading comes when it renders.
    await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create an Account');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('sign-out', () => {
  it('clears the signed-in header and goes home even when the sign-out request fails', async () => {
    const page = await site.newPage({ as: MEMBER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/account`);
    await page.route('**/auth/sign-out', (route) => route.abort('failed'));
    await page.getByRole('button', { name: MEMBER.firstName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const header = page.locator('header');
    await expect.poll(() => header.getByRole('link', { name: 'Admin Login' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: MEMBER.firstName, exact: true }).count()).toBe(0);
    // The session itself is over, not only hidden.
    await page.unroute('**/auth/sign-out');
    await open(page, `${site.url}/account`);
    expect(page.url()).toBe(`${site.url}/login?redirect=/account`);
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  });

  it('does the same when the server answers the sign-out with an error', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, `${site.url}/account`);
    await page.route('**/auth/sign-out', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: MEMBER.firstName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect
      .poll(() => page.locator('header').getByRole('link', { name: 'Admin Login' }).isVisible())
      .toBe(true);
  });
});
