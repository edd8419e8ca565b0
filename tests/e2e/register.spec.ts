import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, MEMBER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { finishSignUpLink } from '../fixtures/sign-up-mail.ts';

const site = startE2eSite({ shared: true });

/** The e-mailed link that finishes the sign-up of `email`, on the site under test. */
async function emailedLink(email: string): Promise<string> {
  const link = await finishSignUpLink(site.dataDir, email);
  return `${site.url}${link.pathname}${link.search}`;
}

const form = (page: Page) => ({
  firstName: page.locator('#register-firstName'),
  lastName: page.locator('#register-lastName'),
  email: page.locator('#register-email'),
  phone: page.locator('#register-phone'),
  password: page.locator('#register-password'),
});

async function fillIn(page: Page, details: { email: string; password: string }) {
  await form(page).firstName.fill('Katherine');
  await form(page).lastName.fill('Johnson');
  await form(page).email.fill(details.email);
  await form(page).phone.fill('+1 (757) 555-0100');
  await form(page).password.fill(details.password);
}

describe('sign-up', () => {
  it('checks every field with the spec messages before sending anything', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/register`);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/sign-up')) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#register-firstName-error', { hasText: 'First name is required' }).waitFor();
    await expect
      .poll(() => page.locator('#register-firstName-error').textContent())
      .toBe('First name is required');
    await expect
      .poll(() => page.locator('#register-lastName-error').textContent())
      .toBe('Last name is required');
    await expect.poll(() => page.locator('#register-email-error').textContent()).toBe('Email is required');
    await expect
      .poll(() => page.locator('#register-phone-error').textContent())
      .toBe('Phone number is required');
    await expect
      .poll(() => page.locator('#register-password-error').textContent())
      .toBe('Password is required');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-firstName');
    await form(page).password.fill('ninechars');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();
    await expect
      .poll(() => page.locator('#register-password-error').textContent())
      .toBe('Password must be at least 10 characters');
    expect(requests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('rates the password as it is typed, in a hint the field names in aria-describedby', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/register`);
    const password = form(page).password;
    const hint = page.locator('#register-password-hint');
    expect(await password.getAttribute('aria-describedby')).toContain('register-password-hint');
    await expect
      .poll(() => hint.textContent())
      .toContain('At least 10 characters, and not a common password');
    await password.fill('abcdefghi');
    await expect.poll(() => hint.textContent()).toContain('Strength: too short');
    await password.fill('abcdefghij');
    await expect.poll(() => hint.textContent()).toContain('Strength: weak');
    await password.fill('Abcd123456');
    await expect.poll(() => hint.textContent()).toContain('Strength: fair');
    await password.fill('Abcd1234!xyz');
    await expect.poll(() => hint.textContent()).toContain('Strength: strong');
  });

  it('refuses a password from the leaked lists under the field, as the server says', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/register`);
    await fillIn(page, { email: 'leaked@example.com', password: 'Password1234' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#register-password-error').waitFor();
    await expect
      .poll(() => page.locator('#register-password-error').textContent())
      .toBe('This password appears in lists of leaked passwords. Please choose another one.');
  });

  it('says to check the e-mail; its link creates the account, signs it in and opens the account settings', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/register`);
    await fillIn(page, { email: 'katherine@example.com', password: 'orbital-mechanics-1962' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail to finish' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goto(await emailedLink('katherine@example.com'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Finish creating your account');
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL(`${site.url}/account`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByLabel('Email').inputValue()).toBe('katherine@example.com');
    await expect
      .poll(() => page.getByRole('button', { name: 'Katherine', exact: true }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends one sign-up for a double click on Create Account, and its e-mailed link works', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/register`);
    await fillIn(page, { email: 'mary.jackson@example.com', password: 'wind-tunnel-1951' });
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/sign-up')) signUps.push(request.method());
    });
    await page.getByRole('button', { name: 'Create Account' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail to finish' }).waitFor();
    expect(signUps).toEqual(['POST']);

    await page.goto(await emailedLink('mary.jackson@example.com'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL(`${site.url}/account`);
  });

  it('answers an e-mail that already has an account exactly as a new one', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/register`);
    await fillIn(page, { email: MEMBER.email, password: 'another-password-1' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail to finish' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('sends someone already signed in to their account settings', async () => {
    const page = await site.newPage({ as: MEMBER });
    await page.goto(`${site.url}/register`);
    expect(page.url()).toBe(`${site.url}/account`);
  });
});

describe('sign-up before (or without) the script', () => {
  it('refuses with the details kept (not the password), then says to check the e-mail; the link signs in at the redirect', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/register?redirect=/blog`);
    await fillIn(page, { email: 'dorothy@example.com', password: 'password1234' });
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    await expect
      .poll(() => page.locator('#register-password-error').textContent())
      .toBe('This password appears in lists of leaked passwords. Please choose another one.');
    expect(await form(page).lastName.inputValue()).toBe('Johnson');
    expect(await form(page).password.inputValue()).toBe('');
    expect(await page.content()).not.toContain('password1234');

    await form(page).password.fill('plain-form-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${site.url}/register?sent=1`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Check your e-mail to finish');

    await page.goto(await emailedLink('dorothy@example.com'));
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL(`${site.url}/blog`);
    await page.goto(`${site.url}/account`);
    expect(await page.getByLabel('Email').inputValue()).toBe('dorothy@example.com');
    await context.close();
  });
});

describe('a first-time visitor on a phone, in German', () => {
  it('finds the sign-up from the login page, checks the e-mail and finishes through its link, signed in', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    expect(await context.cookies()).toEqual([]);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/login`);
    await page.getByRole('link', { name: 'Konto erstellen' }).click();
    await page.waitForURL(`${site.url}/register`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Konto erstellen');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.locator('#register-firstName-error', { hasText: 'Vorname ist erforderlich' }).waitFor();
    await expect
      .poll(() => page.locator('#register-firstName-error').textContent())
      .toBe('Vorname ist erforderlich');
    await expect
      .poll(() => page.locator('#register-password-error').textContent())
      .toBe('Passwort ist erforderlich');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Vorname').fill('Emmy');
    await page.getByLabel('Nachname').fill('Noether');
    await page.getByLabel('E-Mail').fill('emmy@example.com');
    await page.getByLabel('Telefon').fill('+49 551 39 0');
    await page.getByLabel('Passwort').fill('Invariant-1918');
    await expect.poll(() => page.locator('#register-password-hint').textContent()).toContain('Stärke: stark');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Prüfen Sie Ihre E-Mails, um abzuschließen' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The link opens in the same browser, as a click in a mail program on the phone does.
    await page.goto(await emailedLink('emmy@example.com'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Kontoerstellung abschließen');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mein Konto erstellen' }).click();
    await page.waitForURL(`${site.url}/account`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kontoeinstellungen');
    expect(await page.getByLabel('Vorname').inputValue()).toBe('Emmy');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
