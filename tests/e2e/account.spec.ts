import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { MEMBER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite();

describe('account settings', () => {
  it('shows the details, with the e-mail read-only and its hint', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, `${site.url}/account`);
    expect(await page.getByLabel('First Name').inputValue()).toBe(MEMBER.firstName);
    expect(await page.getByLabel('Last Name').inputValue()).toBe(MEMBER.lastName);
    expect(await page.getByLabel('Phone').inputValue()).toBe(MEMBER.phone);
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(MEMBER.email);
    await expect.poll(() => email.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Email cannot be changed').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('token-balance').textContent()).toBe('100');
  });

  it('refuses invalid details with the spec messages', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, `${site.url}/account`);
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Phone').fill('call me maybe');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('#firstName-error', { hasText: 'First name is required' }).waitFor();
    await expect.poll(() => page.locator('#firstName-error').textContent()).toBe('First name is required');
    await expect.poll(() => page.locator('#phone-error').textContent()).toBe('Invalid phone number');
    await page.getByLabel('Phone').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The form's rules load on the first submit: wait for the new message, not the previous one.
    await page.locator('#phone-error', { hasText: 'Phone number is required' }).waitFor();
    await expect.poll(() => page.locator('#phone-error').textContent()).toBe('Phone number is required');
  });

  it('saves, says so in a toast, and shows the saved details (the language of the e-mails too) after the reload', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, `${site.url}/account`);
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Phone').fill('+44 20 7946 0003');
    // Issue 30: the language of their e-mails, chosen here.
    expect(await page.getByLabel('Language of your e-mails').inputValue()).toBe('en');
    await page.getByLabel('Language of your e-mails').selectOption('de');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Account details updated successfully' });
    await toast.waitFor();
    await page.waitForEvent('load', { timeout: 5000 });
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Maya');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0003');
    expect(await page.getByLabel('Language of your e-mails').inputValue()).toBe('de');
    await expect.poll(() => page.getByRole('button', { name: 'Maya', exact: true }).isVisible()).toBe(true);
  });
});

describe('account settings before (or without) the script', () => {
  it('refuses invalid details with the typed values kept, then saves and says so after the redirect', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: { email: MEMBER.email, password: MEMBER.password },
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(`${site.url}/account`);
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Phone').fill('call me');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    await expect.poll(() => page.locator('#firstName-error').textContent()).toBe('First name is required');
    await expect.poll(() => page.locator('#phone-error').textContent()).toBe('Invalid phone number');
    expect(await page.getByLabel('Phone').inputValue()).toBe('call me');

    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Phone').fill('020 7946 0009');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${site.url}/account?saved=1`);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Account details updated successfully');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Nina');
    expect(await page.getByLabel('Phone').inputValue()).toBe('020 7946 0009');
    await context.close();

    // The same screen once its script runs: the message stays, and axe finds nothing.
    const scripted = await site.newPage({ as: MEMBER });
    await open(scripted, `${site.url}/account?saved=1`);
    await expect
      .poll(() => scripted.getByRole('status').textContent())
      .toBe('Account details updated successfully');
    expect(await axeViolations(scripted)).toEqual([]);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account: this browser goes home signed out, and so is the other one', async () => {
    const here = await site.newPage({ as: MEMBER });
    const elsewhere = await site.newPage({ as: MEMBER });
    await open(elsewhere, `${site.url}/account`);
    await open(here, `${site.url}/account`);
    await here.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.waitForURL(`${site.url}/`);
    await here.getByRole('link', { name: 'Admin Login' }).waitFor();
    await here.goto(`${site.url}/account`);
    expect(new URL(here.url()).pathname).toBe('/login');
    await elsewhere.reload();
    expect(new URL(elsewhere.url()).pathname).toBe('/login');
    expect(new URL(elsewhere.url()).searchParams.get('redirect')).toBe('/account');
  });

  it('works without the script, in French', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: { email: MEMBER.email, password: MEMBER.password },
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const elsewhere = await site.newPage({ as: MEMBER });
    const page = await context.newPage();
    await page.goto(`${site.url}/account?lang=fr`);
    await page.getByRole('button', { name: 'Se déconnecter partout' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.goto(`${site.url}/account`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await elsewhere.goto(`${site.url}/account`);
    expect(new URL(elsewhere.url()).pathname).toBe('/login');
    await context.close();
  });
});
