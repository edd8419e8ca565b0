import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

async function menuItems(page: Page, buttonName: string): Promise<string[]> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

/** The text of the element that has the keyboard focus. */
async function focused(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

async function footerQuickLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link').allTextContents();
}

async function headerLinks(page: Page): Promise<string[]> {
  return page.locator('header nav').first().getByRole('link').allTextContents();
}

describe('header', () => {
  it('shows a visitor the Services menu, the CV link, Admin Login and Start Project', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    expect(await menuItems(page, 'Services')).toEqual([
      'Current Projects',
      'Start Your Own',
      'Login to Client Portal',
      'Admin Login',
    ]);
    expect(await headerLinks(page)).toEqual(['Blog', 'Book a Session', 'CV', 'Admin Login', 'Start Project']);
  });

  it('shows a signed-in user the Services menu without Admin Login, no CV, no Start Project, and an account menu', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, site.url);
    expect(await menuItems(page, 'Services')).toEqual([
      'Current Projects',
      'Start Your Own',
      'Login to Client Portal',
    ]);
    expect(await headerLinks(page)).toEqual(['Blog', 'Book a Session']);
    expect(await menuItems(page, MEMBER.firstName)).toEqual(['Account Settings', 'Sign Out']);
  });

  it('shows the owner the Admin Menu and the admin links in the account menu', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, site.url);
    // Messages shows the clients' unread messages, 'Messages (3)', when there are any.
    const adminMenu = await menuItems(page, 'Admin Menu');
    expect(adminMenu.map((item) => item.replace(/ \(\d+\)$/, ''))).toEqual([
      'Admin Dashboard',
      'Manage Clients',
      'Manage Projects',
      'Manage Proposals',
      'Manage Bookings',
      'Messages',
      'Audit Log',
      'Client Onboarding',
    ]);
    expect(await headerLinks(page)).toEqual(['Blog', 'Book a Session']);
    expect(await menuItems(page, 'Site')).toEqual(['Account Settings', 'Manage Blog', 'Sign Out']);
    // Admin Dashboard once (in the Admin Menu), on a phone too.
    const phone = await site.newPage({ as: OWNER, width: 375, height: 740 });
    await open(phone, site.url);
    await phone.locator('header summary[aria-label="Open menu"]').click();
    await expect
      .poll(() => phone.locator('#mobile-menu').getByRole('link', { name: 'Admin Dashboard' }).count())
      .toBe(1);
  });

  it('moves through a menu with the keyboard: arrows wrap, Home and End, Escape returns to the button', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    const services = page.getByRole('button', { name: 'Services', exact: true });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Current Projects');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Start Your Own');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Admin Login');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Current Projects');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Admin Login');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('Current Projects');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await services.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await services.getAttribute('aria-expanded')).toBe('false');

    // ArrowUp opens on the last item; Tab closes and moves on to what follows the button.
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Admin Login');
    await page.keyboard.press('Tab');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Blog');
  });

  it('opens the account menu from the keyboard and returns focus to its button on Escape', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, site.url);
    const account = page.getByRole('button', { name: MEMBER.firstName, exact: true });
    await account.focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('Account Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Sign Out');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Account Settings');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('offers "Skip to content" as the first Tab stop, moving focus past the header to the page', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/blog`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.evaluate(() => document.activeElement?.querySelector('main h1')?.textContent)).toBe(
      'Blog',
    );
    // The next Tab goes into the content, not back into the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull();
  });

  it('shows Start Project in the footer only to visitors who are not signed in, as the header does', async () => {
    const visitor = await site.newPage();
    await open(visitor, site.url);
    expect(await footerQuickLinks(visitor)).toContain('Start Project');
    for (const who of [MEMBER, OWNER]) {
      const page = await site.newPage({ as: who });
      await open(page, site.url);
      expect(await footerQuickLinks(page)).toEqual(['Home', 'Blog', 'Current Projects', 'Book a Session']);
    }
  });

  it('folds into a menu button at 375 px that lists the same items', async () => {
    const page = await site.newPage({ width: 375, height: 740 });
    await open(page, site.url);
    await page.locator('header nav').first().waitFor({ state: 'hidden' });
    await page.locator('header summary[aria-label="Open menu"]').click();
    const menu = page.locator('#mobile-menu');
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([
        'Current Projects',
        'Start Your Own',
        'Login to Client Portal',
        'Admin Login',
        'Blog',
        'Book a Session',
        'CV',
        'Start Project',
      ]);
    await menu.getByRole('link', { name: 'Admin Login' }).click();
    await page.waitForURL(`${site.url}/login`);
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
  });

  it('opens and closes the menu at 375 px before any script runs, in German, and its links lead on', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/?lang=de`);
    const toggle = page.locator('header summary');
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.getByRole('link').count()).toBeGreaterThan(5);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blog/);
    await context.close();
  });

  it('shows the footer with the legal links, the contact e-mail and London', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Service', '/legal/terms-of-service'],
      ['Cookie Policy', '/legal/cookie-policy'],
      ['Data Protection', '/legal/data-protection'],
      ['hello@example.com', 'mailto:hello@example.com'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await expect.poll(() => footer.getByText('London, United Kingdom').isVisible()).toBe(true);
  });
});
