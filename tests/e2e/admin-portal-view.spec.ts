import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, MEMBER, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The demo client (with a project, a sent proposal, a conversation and two transactions) is seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const DEMO_PROPOSAL = 'Bakery website and pre-orders';
const DEMO_CONVERSATION = 'Bakery Website Relaunch - Initial Inquiry';
const BANNER = "Viewing Demo Client's portal as they see it. Nothing can be changed here.";
const ZONE_NOTE = "Times are shown in Demo Client's time zone, Europe/London, as they see them.";

let clientId = '';
let proposalId = '';
let conversationId = '';
let portal = '';

/** A staff query over the site's tRPC endpoint, as the signed-in page's browser context. */
async function query<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.get(
    `${site.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  const { result } = (await response.json()) as { result: { data: T } };
  return result.data;
}

beforeAll(async () => {
  const page = await site.newPage({ as: OWNER });
  const response = await page.request.get(`${site.url}/trpc/proposals.list`);
  const { result } = (await response.json()) as {
    result: { data: { rows: Array<{ id: string; title: string }> } };
  };
  proposalId = result.data.rows.find((proposal) => proposal.title === DEMO_PROPOSAL)?.id ?? '';
  clientId = (await query<{ client: { id: string } }>(page, 'proposals.detail', { id: proposalId })).client
    .id;
  const conversations = await query<Array<{ id: string; title: string }>>(
    page,
    'adminClients.portalConversations',
    { clientId },
  );
  conversationId = conversations.find((conversation) => conversation.title === DEMO_CONVERSATION)?.id ?? '';
  portal = `/admin/clients/${clientId}/portal`;
  await page.context().close();
});

const breadcrumb = (page: Page, label = 'Breadcrumb') => page.getByRole('navigation', { name: label });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Form controls a person could use (hidden fields aside); a read-only page has none, nor a form that posts. */
const usableControls = (page: Page) =>
  page.evaluate(() =>
    [...document.forms].flatMap((form) => [
      ...(form.getAttribute('action') ? [`form ${form.getAttribute('action')}`] : []),
      ...[...form.elements]
        .filter((element) => (element as HTMLInputElement).type !== 'hidden' && !element.matches(':disabled'))
        .map((element) => element.outerHTML.slice(0, 80)),
    ]),
  );

describe("the owner's view of a client's portal", () => {
  it("shows the client's portal read-only under its banner, tab by tab, with the proposal and the conversation", async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}${portal}`);
    await expect.poll(() => page.getByRole('complementary').getByText(BANNER).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Client Details' }).getAttribute('href')).toBe(
      `/admin/clients/${clientId}`,
    );
    await expect
      .poll(() => breadcrumb(page).textContent())
      .toBe('Admin›Clients›Client Details›Client Portal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Client Portal');
    await expect.poll(() => page.getByText('Welcome back, Demo Client').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('portal-balance').textContent()).toBe('£500.00');
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    const tabs = page.getByRole('navigation', { name: 'Client portal sections' });
    expect(
      await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      portal,
      `${portal}?tab=proposals`,
      `${portal}?tab=messages`,
      `${portal}?tab=transactions`,
      `${portal}?tab=settings`,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await tabs.getByRole('link', { name: 'Proposals' }).click();
    await page.waitForURL(`${site.url}${portal}?tab=proposals`);
    const card = page.getByRole('listitem').filter({ hasText: DEMO_PROPOSAL });
    await card.waitFor();
    await expect.poll(() => card.getByText('Ready for your review', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Review Proposal' }).click();
    await page.waitForURL(`${site.url}${portal}/proposals/${proposalId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_PROPOSAL }).waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByText(BANNER).isVisible()).toBe(true);
    await expect
      .poll(() => breadcrumb(page).textContent())
      .toBe('Admin›Clients›Client Details›Client Portal›Proposal Details');
    // Still 'Ready for your review' (sent): the owner's look is not the client's first view.
    await expect
      .poll(() => page.getByText('Ready for your review', { exact: true }).first().isVisible())
      .toBe(true);
    expect(await page.getByText('Awaiting your decision', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Approve proposal' }).isDisabled()).toBe(true);
    expect(await usableControls(page)).toEqual([]);
    // One banner, the portal view's; the way back is the portal's own, within the view.
    expect(await page.getByText('Preview: this is what your client sees').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Proposals' }).getAttribute('href')).toBe(
      `${portal}?tab=proposals`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}${portal}/conversations/${conversationId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_CONVERSATION }).waitFor();
    await expect.poll(() => page.getByText(BANNER).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    // The client's times, as they see them, and the banner says whose zone they are in (issue 43, item 8).
    await expect.poll(() => page.getByText(ZONE_NOTE).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('article').first().locator('time').textContent())
      .toMatch(/\(Europe\/London\)$/);
    expect(await page.getByRole('link', { name: 'Back to Messages' }).getAttribute('href')).toBe(
      `${portal}?tab=messages`,
    );
    expect(await usableControls(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}${portal}?tab=transactions`);
    await expect.poll(() => page.getByTestId('transaction').count()).toBe(2);
    await open(page, `${site.url}${portal}?tab=settings`);
    await expect.poll(() => page.getByText('Demo Bakery Ltd').isVisible()).toBe(true);
    // The portal's settings lead nowhere near the owner's own account (the header's menu is the site's).
    expect(await page.locator('main a[href="/account"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing changed: the owner's list still says Sent.
    await open(page, `${site.url}/admin/proposals`);
    const row = page.getByRole('row').filter({ hasText: DEMO_PROPOSAL });
    await expect.poll(() => row.getByText('Sent', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('puts the breadcrumb on every admin page, hidden on the dashboard', async () => {
    const page = await site.newPage({ as: OWNER });
    const trails: Array<[string, string | null]> = [
      ['/admin/dashboard', null],
      ['/admin/blog', 'Admin›Blog Management'],
      ['/admin/proposals', 'Admin›Proposals'],
      [`/admin/proposals/${proposalId}`, 'Admin›Proposals›Proposal Details'],
      [`/admin/proposals/${proposalId}/preview`, 'Admin›Proposals›Proposal Details'],
    ];
    for (const [path, trail] of trails) {
      await open(page, `${site.url}${path}`);
      if (trail === null) expect(await breadcrumb(page).count()).toBe(0);
      else {
        await expect.poll(() => breadcrumb(page).textContent()).toBe(trail);
        expect(await breadcrumb(page).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
          '/admin/dashboard',
        );
        await expect
          .poll(() => breadcrumb(page).locator('[aria-current="page"]').textContent())
          .toBe(trail.split('›').at(-1));
      }
    }
  });

  it('tells a signed-in user Access Denied (403) and sends a visitor to sign in', async () => {
    const page = await site.newPage({ as: MEMBER });
    const errors = consoleErrors(page);
    const response = await page.goto(`${site.url}${portal}`);
    expect(response?.status()).toBe(403);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Access Denied');
    await expect
      .poll(() => page.getByText("You don't have permission to access this page.").isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Access Denied | Personal Brand');
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/admin/proposals`);
    await visitor.waitForURL(`${site.url}/login?redirect=/admin/proposals`);
  });
});

describe("the owner's view of a client's portal on a phone, in German", () => {
  it('reads in German, fits the screen and opens the proposal read-only', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: OWNER,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}${portal}?tab=proposals`);
    await expect
      .poll(() =>
        page
          .getByText(
            'Sie sehen das Portal von Demo Client so, wie der Kunde es sieht. Hier lässt sich nichts ändern.',
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => breadcrumb(page, 'Brotkrumennavigation').textContent())
      .toBe('Admin›Kunden›Kundendetails›Kundenportal');
    await expect
      .poll(() => page.getByRole('link', { name: 'Zurück zu den Kundendetails' }).isVisible())
      .toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    const card = page.getByRole('listitem').filter({ hasText: DEMO_PROPOSAL });
    await card.getByRole('link', { name: 'Angebot prüfen' }).click();
    await page.waitForURL(`${site.url}${portal}/proposals/${proposalId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_PROPOSAL }).waitFor();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByRole('button', { name: 'Angebot annehmen' }).isDisabled()).toBe(true);
    expect(await usableControls(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
