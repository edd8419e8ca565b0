import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER, OWNER, open, startE2eSite } from '../fixtures/e2e-site.ts';

const site = startE2eSite();

async function menuItems(page: Page, buttonName: string): Promise<string[]> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
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
    expect(await menuItems(page, 'Admin Menu')).toEqual([
      'Admin Dashboard',
      'Manage Clients',
      'Manage Proposals',
      'Client Onboarding',
    ]);
    expect(await headerLinks(page)).toEqual(['Blog', 'Book a Session']);
    expect(await menuItems(page, 'Site')).toEqual([
      'Account Settings',
      'Admin Dashboard',
      'Manage Blog',
      'Sign Out',
    ]);
  });

  it('folds into a menu button at 375 px that lists the same items', async () => {
    const page = await site.newPage({ width: 375, height: 740 });
    await open(page, site.url);
    expect(await page.locator('header nav').first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
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
    expect(await page.locator('#mobile-menu').count()).toBe(0);
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
    expect(await footer.getByText('London, United Kingdom').isVisible()).toBe(true);
  });
});
