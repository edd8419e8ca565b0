import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { portalLinkIn } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';
import { recordBankTransfer, sendFromProposalPage, toast } from '../fixtures/proposal-owner-steps.ts';

// The demo client (client@example.com, 'Demo Client') and its project 'Bakery Website Relaunch'.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const CLIENT = 'client@example.com';

/** What the client's side says, in each journey's language. */
const TEXTS = {
  en: {
    signIn: 'Sign in',
    reviewing: 'Awaiting your decision',
    revision: (n: number) => new RegExp(`^Revision ${n} · `),
    listedRevision: 'Revision 2 · ',
    name: 'Full name',
    accept: 'I accept this proposal, its scope of work and its payment structure.',
    approve: 'Approve proposal',
    updated: 'This proposal was updated after you opened it',
    itemChanged: 'Item 1 (Design) has changed',
    record: 'Approval record',
    locked: 'Deposit paid, work under way',
  },
  es: {
    signIn: 'Iniciar sesión',
    reviewing: 'Pendiente de su decisión',
    revision: (n: number) => new RegExp(`^Revisión ${n} · `),
    listedRevision: 'Revisión 2 · ',
    name: 'Nombre completo',
    accept: 'Acepto esta propuesta, su alcance de trabajo y su estructura de pagos.',
    approve: 'Aprobar propuesta',
    updated: 'Esta propuesta se modificó después de que la abriera',
    itemChanged: 'El elemento 1 (Design) ha cambiado',
    record: 'Registro de aprobación',
    locked: 'Anticipo pagado, trabajo en marcha',
  },
};

/** The newest e-mail to the address whose subject says this and names this proposal. */
const mailTo = (address: string, subject: RegExp, title: string) =>
  newestMailTo(
    path.join(site.dataDir, 'mail'),
    address,
    (mail) => subject.test(mail.subject ?? '') && (mail.subject ?? '').includes(title),
  );

const portalLink = (text: string | undefined) => portalLinkIn(text, site.url);

/** The owner writes a draft with one scope item and sends it from its page. */
async function ownerSendsProposal(owner: Page, title: string): Promise<string> {
  await open(owner, `${site.url}/admin/proposals`);
  await owner.getByRole('link', { name: 'Create Proposal' }).click();
  const form = owner.getByRole('dialog', { name: 'Create New Proposal' });
  await form.getByLabel('Project').selectOption({ label: 'Bakery Website Relaunch (Demo Client)' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Total Amount (£)').fill('3000.00');
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByLabel('Item title').first().fill('Design');
  await form.getByLabel('Item description').first().fill('Three page designs');
  await form.getByRole('button', { name: 'Create Proposal' }).click();
  await toast(owner, 'Proposal created');
  await owner.getByRole('row').filter({ hasText: title }).getByRole('link', { name: /^View/ }).click();
  await owner.getByRole('heading', { level: 1, name: title }).waitFor();
  const id = owner.url().split('/').at(-1) ?? '';
  await sendFromProposalPage(owner);
  return id;
}

/** The owner changes the scope item's description and saves: revision 2. */
async function ownerEditsItem(owner: Page, description: string) {
  await owner
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('button', { name: 'Edit Proposal' })
    .click();
  const form = owner.getByRole('dialog', { name: 'Edit Proposal' });
  await form.getByLabel('Item description').first().fill(description);
  await form.getByRole('button', { name: 'Update Proposal' }).click();
  await toast(owner, 'Proposal updated');
  await owner
    .getByTestId('proposal-revision')
    .filter({ hasText: /^Revision 2 · / })
    .waitFor();
}

const journeys = [
  { label: 'on a laptop, in English', language: 'en' as const, locale: 'en-GB', width: 1280, height: 900 },
  { label: 'on a phone, in Spanish', language: 'es' as const, locale: 'es-ES', width: 375, height: 740 },
];

describe.each(journeys)('a signature that binds what the client read, $label', (journey) => {
  it('sends, signs in from the e-mail, refuses the stale approval, signs by name, pays and is recorded', async () => {
    const t = TEXTS[journey.language];
    const title = `Shop build (${journey.language})`;

    // The owner, in a fresh browser, sends the proposal.
    const owner = await site.newPage({ as: OWNER });
    const ownerErrors = consoleErrors(owner);
    const id = await ownerSendsProposal(owner, title);

    // The client, in a fresh browser (no cookies, no answer to the welcome offer), opens the e-mailed
    // link: one button signs them in and opens the proposal.
    const context = await site.browser.newContext({
      locale: journey.locale,
      viewport: { width: journey.width, height: journey.height },
    });
    const client = await context.newPage();
    const clientErrors = consoleErrors(client);
    const sent = await mailTo(CLIENT, /proposal is ready/i, title);
    await open(client, portalLink(sent.text));
    await client.getByRole('button', { name: t.signIn }).click();
    await client.waitForURL(`${site.url}/portal/proposals/${id}`);
    await client.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => client.getByText(t.reviewing, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => client.getByTestId('proposal-revision').textContent()).toMatch(t.revision(1));
    expect(await client.getByRole('dialog').count()).toBe(0);

    // The owner edits while the client's page shows revision 1; the client is e-mailed of it.
    await ownerEditsItem(owner, 'Five page designs and a logo');
    await mailTo(CLIENT, /proposal updated/i, title);

    // The client signs what they read: refused, and shown the new revision with what changed.
    await client.getByLabel(t.name).fill('Demo Client');
    const accept = client.getByLabel(t.accept);
    await accept.check();
    await client.getByRole('button', { name: t.approve }).click();
    const changed = client.getByRole('alert').filter({ hasText: t.updated });
    await changed.waitFor();
    await expect.poll(() => changed.textContent()).toContain(t.itemChanged);
    await expect.poll(() => client.getByTestId('proposal-revision').textContent()).toMatch(t.revision(2));
    await client.getByText('Five page designs and a logo').waitFor();
    expect(await accept.isChecked()).toBe(false);
    expect(
      await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(client)).toEqual([]);

    // Now they sign the new revision with their own name, written their way.
    await client.getByLabel(t.name).fill('demo  client');
    await accept.check();
    await client.getByRole('button', { name: t.approve }).click();
    const record = client.getByRole('region', { name: t.record });
    await record.waitFor();
    await expect.poll(() => record.textContent()).toContain('demo client');

    // The deposit is paid by bank transfer, quoting the proposal's reference.
    const reference = `DEP-${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    const pay = client.locator('#pay');
    await pay.getByText('£1,500.00').first().waitFor();
    await expect.poll(() => pay.textContent()).toContain(reference);

    // The owner's list says which revision was signed, and when it was saved.
    await open(owner, `${site.url}/admin/proposals`);
    const row = owner.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Revision 2 · ');

    // The owner records it.
    await open(owner, `${site.url}/admin/proposals/${id}`);
    await recordBankTransfer(owner);
    const timeline = owner.getByRole('region', { name: 'Timeline' });
    await expect.poll(() => timeline.textContent()).toContain('Revised: revision 2');
    await expect.poll(() => timeline.textContent()).toContain('Signed by demo client');

    await open(client, `${site.url}/portal/proposals/${id}`);
    await client.getByText(t.locked, { exact: true }).first().waitFor();
    expect(await client.getByRole('button', { name: t.approve }).count()).toBe(0);
    await open(client, `${site.url}/portal?tab=proposals`);
    const card = client.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => card.textContent()).toContain(t.listedRevision);
    expect(ownerErrors).toEqual([]);
    // The one refusal the client's browser reports: the stale approval.
    expect(clientErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await context.close();
  });
});
