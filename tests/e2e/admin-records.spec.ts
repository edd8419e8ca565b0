import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, projectIdByName, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The demo client 'Demo Client', their active project 'Bakery Website Relaunch', its inquiry
// conversation and its sent proposal are seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const DEMO_PROJECT = 'Bakery Website Relaunch';
const DEMO_PROPOSAL = 'Bakery website and pre-orders';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const demoProjectId = (page: Page) => projectIdByName(page, site.url, DEMO_PROJECT);

describe("the owner's project page", () => {
  it('shows every section, links its Quick Actions, and changes the status along the rules', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/dashboard`);
    const projectId = await demoProjectId(page);
    await open(page, `${site.url}/admin/projects/${projectId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_PROJECT }).waitFor();
    await expect.poll(() => page.getByText('Project for Demo Client').isVisible()).toBe(true);
    expect(await page.title()).toBe(`${DEMO_PROJECT} | Personal Brand`);

    const details = page.getByRole('region', { name: 'Project Details' });
    await expect.poll(() => details.textContent()).toContain('Budget range');
    await expect.poll(() => details.textContent()).toContain('Website, E-commerce');
    const proposals = page.getByRole('region', { name: 'Proposals' });
    expect(await proposals.getByRole('link', { name: `View ${DEMO_PROPOSAL}` }).getAttribute('href')).toMatch(
      /^\/admin\/proposals\/[\w-]+$/,
    );
    expect(await proposals.getByRole('link', { name: 'Create Proposal' }).getAttribute('href')).toBe(
      `/admin/proposals/create?project_id=${projectId}`,
    );
    const conversations = page.getByRole('region', { name: 'Conversations' });
    expect(
      await conversations
        .getByRole('link', { name: `${DEMO_PROJECT} - Initial Inquiry` })
        .getAttribute('href'),
    ).toMatch(/^\/admin\/conversations\/[\w-]+$/);
    const stats = page.getByRole('region', { name: 'Project Stats' });
    await expect.poll(() => stats.textContent()).toContain('Total proposals1');
    // The project's types in the reader's language, not the stored codes.
    const spanish = await site.newPage({ as: OWNER });
    await open(spanish, `${site.url}/admin/projects/${projectId}?lang=es`);
    await expect
      .poll(() => spanish.locator('main').textContent())
      .toContain('Sitio web, Comercio electrónico');

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    expect(await actions.getByRole('link', { name: 'Create Proposal' }).getAttribute('href')).toBe(
      `/admin/proposals/create?project_id=${projectId}`,
    );
    expect(await actions.getByRole('link', { name: 'Start Conversation' }).getAttribute('href')).toBe(
      `/admin/conversations/new?project_id=${projectId}`,
    );
    expect(await actions.getByRole('link', { name: 'View Client Portal' }).getAttribute('href')).toMatch(
      /^\/admin\/clients\/[\w-]+\/portal$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Active: the control offers only completed, on hold and cancelled.
    const status = page.getByRole('region', { name: 'Project status' });
    const choice = status.getByLabel('Move to');
    await expect
      .poll(() => choice.locator('option').allTextContents())
      .toEqual(['Completed', 'On hold', 'Cancelled']);
    await choice.selectOption('on_hold');
    await status.getByRole('button', { name: 'Change status' }).click();
    await toast(page, 'Status changed to On hold.');
    await status
      .getByLabel('Move to')
      .locator('option', { hasText: 'Active' })
      .waitFor({ state: 'attached' });
    await expect
      .poll(() => status.getByLabel('Move to').locator('option').allTextContents())
      .toEqual(['Active', 'Cancelled']);
    await expect
      .poll(() => page.locator('main header').getByText('On hold', { exact: true }).isVisible())
      .toBe(true);

    // The client's name leads to the client's page.
    await page
      .getByRole('region', { name: 'Client Details' })
      .getByRole('link', { name: 'Demo Client' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Demo Client' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("says 'Project Not Found' with 'Back to Clients'", async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/projects/${UNKNOWN}`);
    await page.getByRole('heading', { level: 1, name: 'Project Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe(
      '/admin/clients',
    );
  });
});

describe("the owner's client page", () => {
  it('shows the demo client and records a credit and a debit', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/dashboard`);
    const projectId = await demoProjectId(page);
    await open(page, `${site.url}/admin/projects/${projectId}`);
    const clientHref = await page
      .getByRole('region', { name: 'Client Details' })
      .getByRole('link', { name: 'Demo Client' })
      .getAttribute('href');
    await open(page, `${site.url}${clientHref}`);
    await page.getByRole('heading', { level: 1, name: 'Demo Client' }).waitFor();
    const details = page.getByRole('region', { name: 'Client Details' });
    await expect.poll(() => details.textContent()).toContain('client@example.com');
    await expect.poll(() => details.textContent()).toContain('Has not signed in yet');
    expect(await page.getByRole('link', { name: 'View Client Portal' }).getAttribute('href')).toBe(
      `${clientHref}/portal`,
    );
    const projects = page.getByRole('region', { name: 'Projects' });
    expect(await projects.getByRole('link', { name: DEMO_PROJECT }).getAttribute('href')).toBe(
      `/admin/projects/${projectId}`,
    );
    // The demo client's seeded deposit (+£500) is what they paid; the workshop (-£300) is not a payment.
    await expect.poll(() => page.getByTestId('client-balance').textContent()).toBe('£500.00');
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByRole('region', { name: 'Record transaction' });
    await form.getByRole('button', { name: 'Record transaction' }).click();
    await form.getByText('Amount is required').waitFor();
    await expect.poll(() => form.getByText('Description is required').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Amount (£)').fill('250');
    await form.getByLabel('Description').fill('Phase two deposit');
    await form.getByRole('button', { name: 'Record transaction' }).click();
    await toast(page, 'Transaction recorded. The balance is now £450.00.');
    // A credit is a payment: payments received grow by it.
    await page.getByTestId('client-balance').filter({ hasText: '£750.00' }).waitFor();

    await form.getByLabel('Debit (takes from the balance)').check();
    await form.getByLabel('Amount (£)').fill('40.5');
    await form.getByLabel('Description').fill('Domain renewal');
    await form.getByRole('button', { name: 'Record transaction' }).click();
    await toast(page, 'The balance is now £409.50.');
    const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
    await rows.filter({ hasText: 'Domain renewal' }).waitFor();
    // A debit is a charge, not a payment: payments received stay as they were.
    await expect.poll(() => page.getByTestId('client-balance').textContent()).toBe('£750.00');
    await expect
      .poll(() => rows.filter({ hasText: 'Domain renewal' }).textContent())
      .toContain('-£40.50£409.50');
    await expect
      .poll(() => rows.filter({ hasText: 'Phase two deposit' }).textContent())
      .toContain('+£250.00£450.00');
    expect(errors).toEqual([]);
  });

  it("says 'Client Not Found' with 'Back to Clients'", async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/clients/${UNKNOWN}`);
    await page.getByRole('heading', { level: 1, name: 'Client Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Clients' }).getAttribute('href')).toBe(
      '/admin/clients',
    );
  });
});

describe('the client and project pages on a phone, in German', () => {
  it('reads both pages without sideways scrolling and records a transaction', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: OWNER,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/dashboard`);
    const projectId = await demoProjectId(page);
    await open(page, `${site.url}/admin/projects/${projectId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_PROJECT }).waitFor();
    await expect.poll(() => page.getByText('Projekt für Demo Client').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Schnellaktionen' }).isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('region', { name: 'Kundendaten' })
      .getByRole('link', { name: 'Demo Client' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Demo Client' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const form = page.getByRole('region', { name: 'Kontobewegung erfassen' });
    await form.getByLabel('Betrag (£)').fill('12.345');
    await form.getByLabel('Beschreibung').fill('Test');
    await form.getByRole('button', { name: 'Kontobewegung erfassen' }).click();
    await form.getByText('Enter an amount in pounds, like 250.00').waitFor();
    await form.getByLabel('Betrag (£)').fill('12.50');
    await form.getByRole('button', { name: 'Kontobewegung erfassen' }).click();
    await toast(page, 'Kontobewegung erfasst.');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
