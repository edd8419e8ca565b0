import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, projectIdByName, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The demo client, its project 'Bakery Website Relaunch' and its sent proposal are seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const PROJECT_OPTION = 'Bakery Website Relaunch (Demo Client)';
const DEMO_PROPOSAL = 'Bakery website and pre-orders';

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const projectIdOf = (page: Page, name: string) => projectIdByName(page, site.url, name);

describe('the owner manages proposals', () => {
  it('creates one for the demo project with two scope items and the total filled from them, edits it and sends it', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/proposals`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manage Proposals');
    expect(await page.title()).toBe('Manage Proposals | Personal Brand');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => breadcrumb.textContent()).toBe('Admin›Proposals');
    const demoRow = rowOf(page, DEMO_PROPOSAL);
    await expect.poll(() => demoRow.textContent()).toContain('Demo Client');
    await expect.poll(() => demoRow.textContent()).toContain('50% deposit');
    expect(await demoRow.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Proposal' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Deposit Percentage').inputValue()).toBe('50');

    // The rules load on the first submit: wait for their messages.
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await dialog.getByText('Please choose a project').waitFor();
    await expect.poll(() => dialog.getByText('Title is required').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Total amount is required').isVisible()).toBe(true);
    // Nothing to approve or pay is no proposal, and a total too large is told the maximum.
    const total = dialog.getByLabel('Total Amount (£)');
    await total.fill('0.00');
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await dialog.getByText('Total amount must be more than £0.00').waitFor();
    await total.fill('99999999999');
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await dialog.getByText('Amount must be at most £1,000,000.00').waitFor();

    await dialog.getByLabel('Project').selectOption({ label: PROJECT_OPTION });
    await dialog.getByLabel('Title', { exact: true }).fill('Online shop');
    await dialog.getByLabel('Description', { exact: true }).fill('A shop for the bakery.');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByLabel('Item title').nth(0).fill('Catalogue');
    await dialog.getByLabel('Price (£, optional)').nth(0).fill('400.00');
    await dialog.getByLabel('Item title').nth(1).fill('Checkout');
    await dialog.getByLabel('Item description').nth(1).fill('Card payments');
    await dialog.getByLabel('Price (£, optional)').nth(1).fill('600.01');
    // Reorder: Checkout first.
    await dialog.getByRole('button', { name: 'Move up item 2' }).click();
    expect(await dialog.getByLabel('Item title').nth(0).inputValue()).toBe('Checkout');
    await dialog.getByRole('button', { name: 'Fill total from items' }).click();
    expect(await dialog.getByLabel('Total Amount (£)').inputValue()).toBe('1000.01');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await toast(page, 'Proposal created');
    const row = rowOf(page, 'Online shop');
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('£1,000.01');
    await expect.poll(() => row.textContent()).toContain('Draft');

    await row.getByRole('link', { name: /^View/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Online shop' }).waitFor();
    await expect.poll(() => page.getByText('Proposal for Demo Client').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toBe('Admin›Proposals›Proposal Details');
    const scope = page.getByRole('region', { name: 'Scope of Work' });
    await expect
      .poll(() => scope.getByRole('listitem').allTextContents())
      .toEqual(['1.Checkout£600.01Card payments', '2.Catalogue£400.00No description provided']);
    const payment = page.getByRole('region', { name: 'Payment Structure' });
    await expect.poll(() => payment.textContent()).toContain('£500.01');
    await expect.poll(() => payment.textContent()).toContain('£500.00');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    expect(await actions.getByRole('link', { name: 'Preview Client View' }).getAttribute('href')).toMatch(
      /^\/admin\/proposals\/[\w-]+\/preview$/,
    );
    expect(await actions.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /^\/admin\/proposals\/[\w-]+\/pdf$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    await actions.getByRole('button', { name: 'Edit Proposal' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Proposal' });
    await edit.waitFor();
    expect(await edit.getByLabel('Total Amount (£)').inputValue()).toBe('1000.01');
    await edit.getByLabel('Title', { exact: true }).fill('Online shop and pre-orders');
    await edit.getByLabel('Deposit Percentage').selectOption('25');
    await edit.getByRole('button', { name: 'Update Proposal' }).click();
    await toast(page, 'Proposal updated');
    await page.getByRole('heading', { level: 1, name: 'Online shop and pre-orders' }).waitFor();
    await payment.getByText('Deposit (25%)').waitFor();

    await actions.getByRole('button', { name: 'Send to Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this proposal?' });
    await confirm.waitFor();
    await expect.poll(() => confirm.textContent()).toContain('client@example.com');
    await confirm.getByRole('button', { name: 'Send to Client' }).click();
    await toast(page, 'Proposal sent to the client');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Sent to Client').waitFor();
    await expect.poll(() => timeline.getByText('Proposal Created').isVisible()).toBe(true);
    await expect.poll(() => page.locator('header').getByText('Sent', { exact: true }).isVisible()).toBe(true);
    expect(await actions.getByRole('button', { name: 'Send to Client' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens /admin/proposals/create?project_id= with the project chosen; closing it goes back to the list', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/proposals`);
    const projectId = await projectIdOf(page, 'Bakery Website Relaunch');
    await open(page, `${site.url}/admin/proposals/create?project_id=${projectId}`);
    const dialog = page.getByRole('dialog', { name: 'Create New Proposal' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Project').inputValue()).toBe(projectId);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${site.url}/admin/proposals`);
  });

  it("edits and sends a draft from the list's row actions", async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/proposals`);
    const projectId = await projectIdOf(page, 'Bakery Website Relaunch');
    const created = await page.request.post(`${site.url}/trpc/proposals.create`, {
      data: { projectId, title: 'Loyalty cards', totalAmount: '250', depositPercentage: 100 },
      headers: { Origin: site.url },
    });
    expect(created.ok()).toBe(true);
    await open(page, `${site.url}/admin/proposals`);
    const row = rowOf(page, 'Loyalty cards');
    await expect.poll(() => row.textContent()).toContain('100% deposit');

    await row.getByRole('button', { name: 'Edit Loyalty cards' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Proposal' });
    await edit.waitFor();
    expect(await edit.getByLabel('Total Amount (£)').inputValue()).toBe('250.00');
    await edit.getByLabel('Total Amount (£)').fill('275.5');
    await edit.getByRole('button', { name: 'Update Proposal' }).click();
    await toast(page, 'Proposal updated');
    await row.getByText('£275.50').waitFor();

    await row.getByRole('button', { name: 'Send Loyalty cards' }).click();
    await page
      .getByRole('dialog', { name: 'Send this proposal?' })
      .getByRole('button', { name: 'Send to Client' })
      .click();
    await toast(page, 'Proposal sent to the client');
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('creates one draft for a double click, deletes it from its row after a confirmation; a sent proposal offers no Delete', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/proposals`);
    await page.getByRole('link', { name: 'Create Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Proposal' });
    await dialog.waitFor();
    await dialog.getByLabel('Project').selectOption({ label: PROJECT_OPTION });
    await dialog.getByLabel('Title', { exact: true }).fill('Gift vouchers');
    await dialog.getByLabel('Total Amount (£)').fill('120.00');
    await dialog.getByRole('button', { name: 'Create Proposal' }).dblclick();
    await toast(page, 'Proposal created');
    await rowOf(page, 'Gift vouchers').waitFor();
    // Read again from the server: a second draft would show now.
    await open(page, `${site.url}/admin/proposals`);
    const row = rowOf(page, 'Gift vouchers');
    await row.waitFor();
    await expect.poll(() => row.count()).toBe(1);
    expect(
      await rowOf(page, DEMO_PROPOSAL)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);

    await row.getByRole('button', { name: 'Delete Gift vouchers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.waitFor();
    await expect
      .poll(() => confirm.textContent())
      .toContain('"Gift vouchers" will be deleted. This cannot be undone.');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete Draft' }).click();
    await toast(page, 'Draft deleted');
    await row.waitFor({ state: 'detached' });
    await rowOf(page, DEMO_PROPOSAL).waitFor();
    expect(errors).toEqual([]);
  });

  it("deletes a draft from its page's Quick Actions and goes back to the list; a sent one offers no Delete Draft", async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/proposals`);
    const projectId = await projectIdOf(page, 'Bakery Website Relaunch');
    const created = await page.request.post(`${site.url}/trpc/proposals.create`, {
      data: { projectId, title: 'Window signs', totalAmount: '80', depositPercentage: 50 },
      headers: { Origin: site.url },
    });
    expect(created.ok()).toBe(true);
    await rowOf(page, DEMO_PROPOSAL).getByRole('link', { name: /^View/ }).click();
    await page.getByRole('heading', { level: 1, name: DEMO_PROPOSAL }).waitFor();
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    expect(await actions.getByRole('button', { name: 'Delete Draft' }).count()).toBe(0);

    const { result } = (await created.json()) as { result: { data: { id: string } } };
    await open(page, `${site.url}/admin/proposals/${result.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'Window signs' }).waitFor();
    await actions.getByRole('button', { name: 'Delete Draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.getByRole('button', { name: 'Delete Draft' }).click();
    await toast(page, 'Draft deleted');
    await page.waitForURL(`${site.url}/admin/proposals`);
    await rowOf(page, DEMO_PROPOSAL).waitFor();
    expect(await rowOf(page, 'Window signs').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("says 'Proposal Not Found' with a way back for an unknown proposal", async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/proposals/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Proposal Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Proposals' }).click();
    await page.waitForURL(`${site.url}/admin/proposals`);
  });
});

describe('the proposal screens on a phone, in German', () => {
  it('shows the list, the form and a proposal without sideways scrolling', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: OWNER,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/proposals`);
    await page.getByRole('heading', { level: 1, name: 'Angebote verwalten' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Angebot erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Angebot erstellen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Position hinzufügen' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await rowOf(page, DEMO_PROPOSAL)
      .getByRole('link', { name: /^Ansehen/ })
      .click();
    await page.getByRole('heading', { level: 1, name: DEMO_PROPOSAL }).waitFor();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Brotkrumennavigation' }).textContent())
      .toContain('Angebotsdetails');
    await expect.poll(() => page.getByText('Fällig bei Annahme').isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
