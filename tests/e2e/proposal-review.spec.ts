import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The site seeds the demo client, whose demo proposal is `sent`.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };
const PROPOSAL = 'Bakery website and pre-orders';

/** The demo proposal's page in the portal, looked up by the owner before the tests (each can run alone). */
let proposalPath = '';

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
  const owner = await site.newPage({ as: OWNER });
  const response = await owner.request.get(`${site.url}/trpc/proposals.list`);
  const { result } = (await response.json()) as {
    result: { data: { rows: Array<{ id: string; title: string }> } };
  };
  const id = result.data.rows.find((proposal) => proposal.title === PROPOSAL)?.id;
  expect(id).toBeDefined();
  proposalPath = `/portal/proposals/${id}`;
  await owner.context().close();
});

/** The owner, signed in elsewhere, saves the demo proposal with a new description for item 2. */
async function ownerEditsSecondItem(id: string, description: string) {
  const owner = await site.newPage({ as: OWNER });
  const detail = await owner.request.get(
    `${site.url}/trpc/proposals.detail?input=${encodeURIComponent(JSON.stringify({ id }))}`,
  );
  const proposal = (await detail.json()).result.data;
  const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));
  const saved = await owner.request.post(`${site.url}/trpc/proposals.update`, {
    headers: { Origin: site.url },
    data: {
      id,
      projectId: proposal.project.id,
      title: proposal.title,
      description: proposal.description,
      totalAmount: pounds(proposal.totalAmountPence),
      depositPercentage: proposal.depositPercentage,
      scopeItems: proposal.scopeItems.map(
        (item: { title: string; description: string; pricePence: number | null }, index: number) => ({
          title: item.title,
          description: index === 1 ? description : item.description,
          price: pounds(item.pricePence),
        }),
      ),
    },
  });
  expect(saved.ok()).toBe(true);
  await owner.close();
}

const badge = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a client reviewing a proposal on a phone, in German, on the first visit', () => {
  it('opens the sent proposal (now under review) and is told in German what the forms need', async () => {
    const context = await site.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: DEMO,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?tab=proposals`);
    const card = page.getByRole('listitem').filter({ hasText: PROPOSAL });
    await expect.poll(() => card.getByText('Bitte prüfen', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Angebot prüfen' }).click();
    await page.waitForURL(`${site.url}${proposalPath}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { level: 1, name: PROPOSAL }).waitFor();
    await expect.poll(() => badge(page, 'Wartet auf Ihre Entscheidung').isVisible()).toBe(true);

    // Submitted from the keyboard: a click at phone width can land on whatever a late layout shift
    // (a toast, a font) moved under the pointer, which failed once on a loaded CI machine.
    await page.getByRole('button', { name: 'Angebot annehmen' }).press('Enter');
    await page
      .locator('#approve-signed-name-error', {
        hasText: 'Bitte geben Sie zum Unterschreiben Ihren vollständigen Namen ein',
      })
      .waitFor();
    await expect
      .poll(() => page.locator('#approve-accept-error').textContent())
      .toBe('Bitte setzen Sie das Häkchen, um das Angebot anzunehmen');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('signedName');
    await page.getByRole('button', { name: 'Änderungswunsch senden' }).press('Enter');
    await page
      .locator('#changes-message-error', { hasText: 'Bitte beschreiben Sie die gewünschten Änderungen' })
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the owner's preview of the client's view", () => {
  it("shows the client's page under the banner, with its actions disabled", async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    const id = proposalPath.split('/').at(-1);
    await open(page, `${site.url}/admin/proposals/${id}/preview`);
    await page.getByText('Preview: this is what your client sees').waitFor();
    await page.getByRole('heading', { level: 1, name: PROPOSAL }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Approve proposal' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Send change request' }).isDisabled())
      .toBe(true);
    await expect.poll(() => page.getByLabel('Full name').isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the proposal' }).getAttribute('href')).toBe(
      `/admin/proposals/${id}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the demo client reviewing and approving the proposal', () => {
  it('asks for changes, then approves with a signature and sees the approval record', async () => {
    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}${proposalPath}`);
    await expect.poll(() => badge(page, 'Awaiting your decision').isVisible()).toBe(true);

    const change = 'Could the pre-order form also take a deposit?';
    await page.getByLabel('What would you like changed?').fill(change);
    await page.getByRole('button', { name: 'Send change request' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you: your change request has been sent.' })
      .waitFor();
    await page.getByText('You last asked for changes on').waitFor();

    const approve = page.getByRole('button', { name: 'Approve proposal' });
    await approve.click();
    await page
      .locator('#approve-signed-name-error', { hasText: 'Please type your full name to sign' })
      .waitFor();
    await expect
      .poll(() => page.locator('#approve-accept-error').textContent())
      .toBe('Please tick the box to accept the proposal');
    await page.getByLabel('Full name').fill('Demo Client');
    await approve.click();
    await page.locator('#approve-signed-name-error').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#approve-accept-error').isVisible()).toBe(true);
    const accept = page.getByLabel('I accept this proposal, its scope of work and its payment structure.');

    // Someone else's name is not a signature.
    await page.getByLabel('Full name').fill('Mickey Mouse');
    await accept.check();
    await approve.click();
    await page
      .locator('#approve-signed-name-error', {
        hasText: 'Please sign with your full name as it is on your account.',
      })
      .waitFor();

    // The owner saves an edit while the client's page still shows revision 1.
    await expect.poll(() => page.getByTestId('proposal-revision').textContent()).toMatch(/^Revision 1 · /);
    await ownerEditsSecondItem(
      proposalPath.split('/').at(-1) ?? '',
      'Pre-orders with deposits and pick-up slots',
    );
    await page.getByLabel('Full name').fill('demo client');
    await approve.click();
    const changed = page
      .getByRole('alert')
      .filter({ hasText: 'This proposal was updated after you opened it' });
    await changed.waitFor();
    await expect.poll(() => changed.textContent()).toContain('Item 2 (Pre-orders) has changed');
    await expect.poll(() => page.getByTestId('proposal-revision').textContent()).toMatch(/^Revision 2 · /);
    await page.getByText('Pre-orders with deposits and pick-up slots').waitFor();
    await expect.poll(() => badge(page, 'Awaiting your decision').isVisible()).toBe(true);
    // What was ticked applied to the old text: the new one is accepted anew.
    expect(await accept.isChecked()).toBe(false);
    await accept.check();
    await approve.click();

    const record = page.getByRole('region', { name: 'Approval record' });
    await record.waitFor();
    await expect.poll(() => badge(page, 'Approved by you').isVisible()).toBe(true);
    await expect.poll(() => record.textContent()).toContain('demo client');
    await expect.poll(() => record.locator('code').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await approve.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The server holds it: after a reload the record is still there.
    await open(page, `${site.url}${proposalPath}`);
    await page.getByRole('region', { name: 'Approval record' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `${proposalPath}/pdf`,
    );

    await open(page, `${site.url}/portal?tab=proposals`);
    const card = page.getByRole('listitem').filter({ hasText: PROPOSAL });
    expect(await card.getByRole('link', { name: 'Pay Deposit' }).getAttribute('href')).toBe(
      `${proposalPath}#pay`,
    );

    // The change request is in the project's conversation.
    await open(page, `${site.url}/portal?tab=messages`);
    await page.getByRole('link', { name: 'Bakery Website Relaunch - Initial Inquiry' }).click();
    await page.getByText(change).waitFor();
    // It says which proposal it is about, and opens it.
    const request = page.getByRole('article').filter({ hasText: change });
    await expect.poll(() => request.textContent()).toContain('Change request for the proposal');
    expect(await request.getByRole('link', { name: PROPOSAL }).getAttribute('href')).toBe(proposalPath);
    // The two refusals the browser reports: the stranger's name, and the stale revision.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});
