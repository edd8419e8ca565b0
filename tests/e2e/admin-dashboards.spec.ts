import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, MEMBER, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The demo client, its project 'Bakery Website Relaunch', its conversation and its sent proposal are
// seeded; 26 inquiries add as many clients, projects and conversations (27 clients: two pages).
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });
const INQUIRIES = 26;
const label = (n: number) => String(n).padStart(2, '0');

beforeAll(async () => {
  for (let n = 1; n <= INQUIRIES; n += 1) {
    const response = await fetch(`${site.url}/trpc/clients.submitInquiry`, {
      method: 'POST',
      // Each inquiry from its own address: the inquiry is limited per IP (the site trusts loopback's proxy header).
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.99.0.${n}` },
      body: JSON.stringify({
        name: n === 5 ? 'Quentin Harbour' : `Lister ${label(n)}`,
        email: `lister${n}@example.com`,
        projectName: `Lister project ${label(n)}`,
        projectTypes: ['website'],
        description: n % 2 ? `Hello ${n}` : '',
        consent: true,
      }),
    });
    expect(response.status).toBe(200);
  }
}, 60_000);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('the admin dashboard', () => {
  it('redirects /admin to the dashboard with its four cards and Quick Actions', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await h1(page, 'Admin Dashboard');
    const stats = page.getByRole('region', { name: 'At a glance' });
    await expect.poll(() => stats.textContent()).toContain(`Total Clients${INQUIRIES + 1}`);
    await expect.poll(() => stats.textContent()).toContain('Pending Proposals1');
    await expect.poll(() => stats.textContent()).toContain('Total Revenue (£)£0.00');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    expect(
      await actions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      '/admin/clients',
      '/admin/blog',
      '/admin/proposals',
      '/admin/bookings',
      '/client_onboarding',
      '/admin/tests',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("tells a signed-in member 'Access Denied' (403)", async () => {
    const page = await site.newPage({ as: MEMBER });
    const response = await page.goto(`${site.url}/admin/dashboard`);
    expect(response?.status()).toBe(403);
    await page.getByText("You don't have permission to access this page.").waitFor();
  });
});

describe('the Client Management Dashboard', () => {
  it('shows the cards, the 5 latest of each list, and leads to each full list and record', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/clients`);
    await h1(page, 'Client Management Dashboard');
    expect(await page.title()).toBe('Client Management Dashboard | Personal Brand');
    const recentClients = page.getByRole('region', { name: 'Recent Clients' });
    await expect.poll(() => recentClients.getByRole('listitem').count()).toBe(5);
    await expect
      .poll(() => recentClients.getByRole('listitem').first().textContent())
      .toContain(`Lister ${label(INQUIRIES)}`);
    await expect.poll(() => recentClients.getByText('Not signed in yet').count()).toBe(5);
    const pending = page.getByRole('region', { name: 'Pending Proposals' });
    expect(await pending.getByRole('listitem').getByRole('link').first().getAttribute('href')).toMatch(
      /^\/admin\/proposals\/[0-9a-f-]{36}$/,
    );
    const projects = page.getByRole('region', { name: 'Recent Projects' });
    expect(await projects.getByRole('listitem').getByRole('link').first().getAttribute('href')).toMatch(
      /^\/admin\/projects\/[0-9a-f-]{36}$/,
    );
    const conversations = page.getByRole('region', { name: 'Recent Conversations' });
    await expect.poll(() => conversations.getByText('1 unread').count()).toBeGreaterThan(0);
    for (const [region, href] of [
      ['Recent Clients', '/admin/clients/all'],
      ['Recent Projects', '/admin/projects'],
      ['Pending Proposals', '/admin/proposals'],
      ['Recent Conversations', '/admin/conversations'],
    ] as const)
      expect(
        await page
          .getByRole('region', { name: region })
          .getByRole('link', { name: /^View All/ })
          .getAttribute('href'),
      ).toBe(href);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the full lists', () => {
  it('pages, searches and sorts all clients, with plain links and a GET form', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/clients/all`);
    await h1(page, 'All Clients');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toBe('Admin›Clients›All Clients');
    await expect.poll(() => page.getByRole('row').count()).toBe(26);
    await expect.poll(() => page.getByText('Page 1 of 2').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);

    await page.getByLabel('Search by name, e-mail or company').fill('harbour');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 result').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('harbour');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect.poll(() => page.getByRole('rowheader').textContent()).toBe('Quentin Harbour');

    await open(page, `${site.url}/admin/clients/all?sort=name`);
    await expect.poll(() => page.getByRole('rowheader').first().textContent()).toBe('Demo Client');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: /^Name/ }).click();
    await page.waitForURL(/dir=desc/);
    // The address changes before the next page's rows replace the old ones.
    await expect.poll(() => page.getByRole('rowheader').first().textContent()).toBe('Quentin Harbour');
    expect(errors).toEqual([]);
  });

  it('filters projects by status and searches them by client', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/projects`);
    await h1(page, 'All Projects');
    await page.getByLabel('Status').selectOption('active');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/status=active/);
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual(['Bakery Website Relaunch']);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search by project or client name').fill('quentin');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 result').waitFor();
    await expect.poll(() => page.getByRole('rowheader').textContent()).toBe(`Lister project ${label(5)}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lists conversations with their counts and searches them', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/conversations?q=lister+project+01`);
    await h1(page, 'All Conversations');
    const row = page.getByRole('row').filter({ hasText: 'Lister project 01 - Initial Inquiry' });
    expect(await row.getByRole('link').nth(0).getAttribute('href')).toMatch(/^\/admin\/conversations\//);
    await expect.poll(() => row.textContent()).toContain('Lister 01');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('filters and searches proposals while keeping the list and its actions', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/proposals?status=draft`);
    await page.getByText('No proposals match.').waitFor();
    await open(page, `${site.url}/admin/proposals?q=bakery`);
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the client dashboard and a full list on a phone, in German', () => {
  it('shows them translated and without sideways scrolling', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: OWNER,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/clients`);
    await h1(page, 'Kundenverwaltung');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('region', { name: 'Neueste Projekte' })
      .getByRole('link', { name: /^Alle anzeigen/ })
      .click();
    await h1(page, 'Alle Projekte');
    await expect.poll(() => page.getByText('Seite 1 von 2').isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.getByText('Seite 2 von 2').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
