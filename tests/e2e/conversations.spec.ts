import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, hydrated, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The site seeds the demo client (SEED_DEMO_CONTENT is on outside production).
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

/** The demo client, who signs in with the password set after a first sign-in by magic link. */
const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
});

/** The page's heading, once the page can be typed into (hydrated). */
const heading = async (page: Page, name: string) => {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await hydrated(page);
};
const message = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('conversations between the demo client and the owner', () => {
  let threadPath = '';

  it('lets the client start a conversation about their project; a body is shown as text, never markup', async () => {
    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?tab=messages`);
    await page.getByRole('heading', { name: 'New conversation' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await page.getByText('Please give the conversation a title').waitFor();
    await page.getByLabel('Title').fill('Opening hours page');
    await page.getByLabel('Message').fill('<b>Can we</b> add our opening hours?\nThanks!');
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await heading(page, 'Opening hours page');
    threadPath = new URL(page.url()).pathname;
    expect(threadPath).toMatch(/^\/portal\/conversations\/[\w-]+$/);
    const first = message(page, 'Can we');
    await expect
      .poll(() => first.locator('p').textContent())
      .toBe('<b>Can we</b> add our opening hours?\nThanks!');
    expect(await first.locator('b').count()).toBe(0);

    await page.getByLabel('Your message').fill('Sundays too, please.');
    await page.getByRole('button', { name: 'Send' }).click();
    await message(page, 'Sundays too, please.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Message sent.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the owner the unread count in the header; the owner replies in the admin', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, site.url);
    await page.getByRole('button', { name: 'Admin Menu' }).click();
    const entry = page.getByRole('menuitem', { name: /^Messages \(\d+\)$/ });
    await entry.waitFor();
    expect(await entry.getAttribute('href')).toBe('/admin/conversations');
    const adminPath = threadPath.replace('/portal/', '/admin/');
    await open(page, `${site.url}${adminPath}`);
    await heading(page, 'Opening hours page');
    await expect.poll(() => page.getByRole('link', { name: 'Demo Client' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Bakery Website Relaunch' }).getAttribute('href')).toMatch(
      /^\/admin\/projects\/[\w-]+$/,
    );
    await message(page, 'Sundays too, please.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Your message').fill('Yes, this week.');
    await page.getByRole('button', { name: 'Send' }).click();
    await message(page, 'Yes, this week.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the client the unread reply on the tab and the conversation, until the thread is opened', async () => {
    const page = await site.newPage({ as: DEMO });
    await open(page, `${site.url}/portal?tab=messages`);
    const tabs = page.getByRole('navigation', { name: 'Client portal sections' });
    await expect
      .poll(() => tabs.getByRole('link', { name: /^Messages\s*\(\d+ unread\)$/ }).isVisible())
      .toBe(true);
    const row = page.getByRole('listitem').filter({ hasText: 'Opening hours page' });
    await expect.poll(() => row.textContent()).toContain('1 unread');
    // Opened from elsewhere (an e-mail, another site's link): the page's script marks the reply read.
    const elsewhere = await page.context().newPage();
    await elsewhere.setContent(`<a href="${site.url}${threadPath}">Opening hours page</a>`);
    await elsewhere.getByRole('link', { name: 'Opening hours page' }).click();
    await message(elsewhere, 'Yes, this week.').waitFor();
    await expect
      .poll(async () => {
        await open(page, `${site.url}/portal?tab=messages`);
        return page.getByRole('listitem').filter({ hasText: 'Opening hours page' }).textContent();
      })
      .not.toContain('unread');
  });
});

describe('conversations on a phone, in German', () => {
  it('lets the demo client start a conversation and reply, without sideways scrolling', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: { email: DEMO.email, password: DEMO.password },
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?tab=messages`);
    await page.getByRole('heading', { name: 'Neue Unterhaltung' }).waitFor();
    await page.getByRole('button', { name: 'Unterhaltung beginnen' }).click();
    await page.getByText('Bitte geben Sie der Unterhaltung einen Titel').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Titel').fill('Lieferzeiten');
    await page.getByLabel('Nachricht').fill('Wann ist die Seite fertig?');
    await page.getByRole('button', { name: 'Unterhaltung beginnen' }).click();
    // The new thread opens as a page of its own: typed into before it loads, the reply would be lost.
    await page.waitForURL(/\/portal\/conversations\/[\w-]+/);
    await page.waitForSelector('html[data-hydrated="true"]');
    await heading(page, 'Lieferzeiten');
    await page.getByLabel('Ihre Nachricht').fill('Danke!');
    await page.getByRole('button', { name: 'Senden' }).click();
    await message(page, 'Danke!').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
