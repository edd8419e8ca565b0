import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { EDITOR } from '../fixtures/harness/staff-accounts.ts';

// Issue 33: `/admin/audit`, the owner's record of every staff action: filtered by person, action and
// London days through a GET form (the filtered log is its address), on a phone in German, and closed
// to editors and visitors.
const site = startE2eSite({ staff: [[EDITOR, 'editor']] });

/** A staff action as the admin screens send it: a tRPC mutation from the signed-in page. */
async function act(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`${site.url}/trpc/${procedure}`, {
    data: input,
    headers: { Origin: site.url },
  });
  expect(response.status(), procedure).toBe(200);
  return ((await response.json()) as { result: { data: { id: string } } }).result.data;
}

/** A London calendar date ('2026-03-21') of an instant, `days` later. */
const londonDate = (iso: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.parse(iso) + days * 86_400_000),
  );

const logRows = (page: Page) => page.locator('table tbody tr');

describe('the audit log', () => {
  it('shows the owner who did what, when and from where, filtered by person, action and day without a script', async () => {
    const editor = await site.newPage({ as: EDITOR });
    await act(editor, 'blogAdmin.save', { title: 'Lantern notes', content: 'Words.', action: 'publish' });
    await act(editor, 'blogAdmin.save', { title: 'Harbour draft', content: 'Words.', action: 'draft' });
    const owner = await site.newPage({ as: OWNER });
    await act(owner, 'booking.createService', {
      name: 'Garden walk',
      slug: 'garden-walk',
      durationMinutes: 30,
      pricePence: 0,
    });

    const errors = consoleErrors(owner);
    await open(owner, `${site.url}/admin/audit`);
    await expect.poll(() => owner.getByRole('heading', { level: 1 }).textContent()).toBe('Audit Log');
    expect(await owner.title()).toBe('Audit Log | Personal Brand');
    await expect
      .poll(() => owner.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toBe('Admin›Audit Log');
    // Newest first: the owner's service, then the editor's two posts (and the accounts made at setup).
    const newest = logRows(owner).first();
    await expect
      .poll(() => newest.getByRole('cell').allTextContents())
      .toEqual([
        expect.stringContaining('owner@example.comAdmin'),
        'Service created',
        expect.stringContaining('Garden walk'),
        expect.stringContaining('Name: Garden walk'),
        // The owner's address: each page of the harness comes from its own, in 198.18.0.0/15.
        expect.stringMatching(/^198\.1[89]\.\d{1,3}\.\d{1,3}Mozilla/),
      ]);

    // The editor's publications only: the form is a GET, so the filtered log is its own address.
    await owner.getByLabel('Person').selectOption({ label: 'editor@example.com' });
    await owner.getByLabel('Action').selectOption({ label: 'Post published' });
    await owner.getByRole('button', { name: 'Filter' }).click();
    // Empty date fields travel too, and mean no limit.
    await owner.waitForURL(/\/admin\/audit\?person=account%3A[\w-]+&action=post\.published&from=&to=$/);
    await owner.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => logRows(owner).count()).toBe(1);
    const published = logRows(owner).first();
    expect(await published.getByRole('link', { name: 'Lantern notes' }).getAttribute('href')).toMatch(
      /^\/admin\/blog\?edit=/,
    );
    await expect.poll(() => published.textContent()).toContain('editor@example.com');
    await expect.poll(() => published.textContent()).toContain('Status: published');

    // The day it happened (London) finds it; from the next day on nothing does.
    const at = (await published.locator('time').getAttribute('datetime')) ?? '';
    const onDays = (from: string, to = '') => {
      const address = new URL(owner.url());
      address.searchParams.set('from', from);
      address.searchParams.set('to', to);
      return address.toString();
    };
    await open(owner, onDays(londonDate(at), londonDate(at)));
    await expect.poll(() => logRows(owner).count()).toBe(1);
    await open(owner, onDays(londonDate(at, 1)));
    await expect.poll(() => owner.getByText('No entries match these filters.').isVisible()).toBe(true);
    expect(await owner.getByLabel('From').inputValue()).toBe(londonDate(at, 1));
    await owner.getByRole('link', { name: 'Clear filters' }).click();
    await owner.waitForURL(`${site.url}/admin/audit`);
    expect(errors).toEqual([]);

    // Without JavaScript the same form filters the same way.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await owner.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${site.url}/admin/audit`);
    await plain.getByLabel('Action').selectOption({ label: 'Post created' });
    await plain.getByRole('button', { name: 'Filter' }).click();
    await plain.waitForURL(/action=post\.created/);
    await expect.poll(() => logRows(plain).count()).toBe(1);
    await expect.poll(() => logRows(plain).first().textContent()).toContain('Harbour draft');
    await noScript.close();
  });

  it('fits a phone in German and passes axe, and is in the Admin Menu', async () => {
    const setUp = await site.newPage({ as: OWNER });
    await act(setUp, 'booking.setOverride', { date: londonDate(new Date().toISOString(), 30), ranges: [] });

    const page = await site.newPage({ as: OWNER, width: 375, height: 740 });
    await page.context().addCookies([{ name: 'lang', value: 'de', url: site.url }]);
    await open(page, `${site.url}/admin/audit`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Audit-Protokoll');
    await expect
      .poll(() => logRows(page).first().getByText('Eigene Zeiten eines Tages festgelegt').isVisible())
      .toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    const desktop = await site.newPage({ as: OWNER });
    await open(desktop, site.url);
    await desktop.getByRole('button', { name: 'Admin Menu', exact: true }).click();
    expect(await desktop.getByRole('menuitem', { name: 'Audit Log' }).getAttribute('href')).toBe(
      '/admin/audit',
    );
  });

  it("tells an editor 'Access Denied' (403) and sends a visitor to sign in", async () => {
    const editor = await site.newPage({ as: EDITOR });
    const response = await editor.goto(`${site.url}/admin/audit`);
    expect(response?.status()).toBe(403);
    await editor.getByText("You don't have permission to access this page.").waitFor();
    const refused = await editor.request.get(`${site.url}/trpc/audit.entries`);
    expect(refused.status()).toBe(403);

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/admin/audit?action=post.deleted`);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(
      '/login?redirect=/admin/audit%3Faction%3Dpost.deleted',
    );
  });
});
