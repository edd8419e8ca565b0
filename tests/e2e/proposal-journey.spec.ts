import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { portalLinkIn, readSignInMail } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';
import { recordBankTransfer, sendFromProposalPage, toast } from '../fixtures/proposal-owner-steps.ts';

// The demo client (client@example.com) and its project 'Bakery Website Relaunch' are seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const CLIENT = 'client@example.com';
const TITLE = 'Brand refresh and shop';

const mailTo = (address: string, subject: RegExp) =>
  newestMailTo(path.join(site.dataDir, 'mail'), address, (mail) => subject.test(mail.subject ?? ''));

const portalLink = (text: string | undefined) => portalLinkIn(text, site.url);

describe('a proposal from draft to locked: the owner writes and sends it, the client approves and pays', () => {
  it('goes the whole way, each side seeing the other’s step', async () => {
    // The owner writes the proposal and sends it.
    const owner = await site.newPage({ as: OWNER });
    const ownerErrors = consoleErrors(owner);
    await open(owner, `${site.url}/admin/proposals`);
    await owner.getByRole('link', { name: 'Create Proposal' }).click();
    const form = owner.getByRole('dialog', { name: 'Create New Proposal' });
    await form.waitFor();
    await form.getByLabel('Project').selectOption({ label: 'Bakery Website Relaunch (Demo Client)' });
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await form.getByLabel('Total Amount (£)').fill('2000.00');
    await form.getByRole('button', { name: 'Create Proposal' }).click();
    await toast(owner, 'Proposal created');
    const row = owner.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: /^View/ }).click();
    await owner.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const proposalUrl = owner.url();
    const id = proposalUrl.split('/').at(-1) ?? '';
    await sendFromProposalPage(owner);

    // The client follows the e-mail's link: its one button signs in and opens the proposal, with no
    // second e-mail to ask for (docs/features.md: 'a link that signs them in and opens the proposal').
    const sent = await mailTo(CLIENT, /proposal is ready/i);
    const link = portalLink(sent.text);
    expect(link).toMatch(/\/client_login\/verify\?token=[\w-]{43}$/);
    expect(sent.text).not.toContain('/client_login?');
    const client = await site.newPage();
    const clientErrors = consoleErrors(client);
    await open(client, link);
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.waitForURL(`${site.url}/portal/proposals/${id}`);
    await client.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await client.getByText('Awaiting your decision', { exact: true }).first().waitFor();
    expect(await axeViolations(client)).toEqual([]);

    // The client signs.
    await client.getByLabel('Full name').fill('Demo  Client');
    await client.getByLabel(/I accept this proposal/).check();
    await client.getByRole('button', { name: 'Approve proposal' }).click();
    const record = client.getByRole('region', { name: 'Approval record' });
    await record.waitFor();
    await expect.poll(() => record.textContent()).toContain('Demo Client');
    await expect.poll(() => record.textContent()).toMatch(/[0-9a-f]{64}/);

    // Approved: the deposit is due by bank transfer, with the proposal's reference.
    const pay = client.locator('#pay');
    await pay.getByText('£1,000.00').first().waitFor();
    const reference = `DEP-${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    await expect.poll(() => pay.textContent()).toContain(reference);
    await expect.poll(() => pay.textContent()).toContain('Example Studio Ltd');
    expect(await axeViolations(client)).toEqual([]);
    await mailTo('hello@example.com', /approved/i);

    // The owner sees the signature and records the transfer.
    await open(owner, proposalUrl);
    await owner.getByText('Approved', { exact: true }).first().waitFor();
    const deposit = owner.getByRole('region', { name: 'Deposit' });
    await expect.poll(() => deposit.textContent()).toContain(reference);
    await recordBankTransfer(owner);
    await owner.getByText('Locked', { exact: true }).first().waitFor();
    expect(await axeViolations(owner)).toEqual([]);

    // Both sides see it locked; the client's account shows the credit and both were e-mailed.
    await open(client, `${site.url}/portal/proposals/${id}`);
    await client.getByText('Deposit paid, work under way', { exact: true }).first().waitFor();
    await client.getByText(/^Deposit paid on /).waitFor();
    expect(await client.getByRole('button', { name: 'Approve proposal' }).count()).toBe(0);
    await open(client, `${site.url}/portal?tab=transactions`);
    const credit = client.getByRole('listitem').filter({ hasText: `Deposit for proposal: ${TITLE}` });
    await expect.poll(() => credit.textContent()).toContain('+£1,000.00');
    // The receipt's link, opened by the client who is still signed in: straight to the proposal.
    const receipt = await mailTo(CLIENT, /deposit received/i);
    const receiptLink = portalLink(receipt.text);
    expect(receiptLink).toMatch(/\/client_login\/verify\?token=[\w-]{43}$/);
    await open(client, receiptLink);
    expect(client.url()).toBe(`${site.url}/portal/proposals/${id}`);
    await client.getByText('Deposit paid, work under way', { exact: true }).first().waitFor();
    await mailTo('hello@example.com', /deposit/i);

    // Signed out, the proposal's '#pay' address goes through the sign-in and lands on the same place;
    // the receipt's link, still unspent, signs in there too.
    const again = await site.newPage();
    await open(again, `${site.url}/portal/proposals/${id}#pay`);
    await again.getByRole('heading', { level: 1, name: 'Client Portal Access' }).waitFor();
    expect(new URL(again.url()).searchParams.get('redirect')).toBe(`/portal/proposals/${id}`);
    await again.getByLabel('Email').fill(CLIENT);
    const asked = new Date();
    await again.getByRole('button', { name: 'Send Magic Link' }).click();
    await again.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    const { code } = await readSignInMail(site, CLIENT, asked);
    await again.getByLabel('6-digit code').fill(code);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await again.waitForURL(`${site.url}/portal/proposals/${id}#pay`);
    const fromReceipt = await site.newPage();
    await open(fromReceipt, receiptLink);
    await fromReceipt.getByRole('button', { name: 'Sign in' }).click();
    await fromReceipt.waitForURL(`${site.url}/portal/proposals/${id}`);

    // A locked proposal can no longer be edited: the page says why.
    await open(owner, proposalUrl);
    expect(await owner.getByRole('button', { name: 'Edit Proposal' }).count()).toBe(0);
    expect(ownerErrors).toEqual([]);
    expect(clientErrors).toEqual([]);
  });
});
