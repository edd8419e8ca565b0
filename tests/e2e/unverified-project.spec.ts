import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

// The demo client is seeded; an anonymous visitor then sends an inquiry with the demo client's address.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });
const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };
const ATTACK = 'URGENT: new bank details';

/** An inquiry with the demo client's address from a visitor who is not signed in. */
async function inquiryAsSomeoneElse(projectName: string, ip: string) {
  const response = await fetch(`${site.url}/trpc/clients.submitInquiry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({
      name: 'Mallory Attacker',
      email: DEMO.email,
      company: 'Evil Ltd',
      projectName,
      projectTypes: ['website'],
      description: 'Please pay the next invoice to our new bank account.',
      consent: true,
    }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
  await inquiryAsSomeoneElse(ATTACK, '10.98.0.1');
}, 60_000);

describe('a project sent with a client address by someone not signed in as them', () => {
  it('the owner sees it marked Unverified, with what the sender typed', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/projects`);
    const row = page.getByRole('row').filter({ hasText: ATTACK });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Unverified');
    await expect.poll(() => row.textContent()).toContain('Demo Client');
    await row.getByRole('link', { name: ATTACK }).first().click();
    await page.getByRole('heading', { level: 1, name: ATTACK }).waitFor();
    const warning = page.getByRole('region', { name: 'Unverified inquiry' });
    await expect.poll(() => warning.textContent()).toContain('Mallory Attacker');
    await expect.poll(() => warning.textContent()).toContain('Evil Ltd');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the client sees it marked, its message from an unverified sender, and confirms it', async () => {
    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal`);
    await expect.poll(() => page.getByText('Welcome back, Demo Client').isVisible()).toBe(true);
    const card = page.getByRole('listitem').filter({ hasText: ATTACK });
    await expect.poll(() => card.getByText('Please confirm', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.textContent()).toContain('someone who was not signed in to your portal');
    await expect.poll(() => card.getByRole('button', { name: 'Not mine, remove it' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}/portal?tab=messages`);
    await page.getByRole('link', { name: `${ATTACK} - Initial Inquiry` }).click();
    await page.getByRole('heading', { level: 1, name: `${ATTACK} - Initial Inquiry` }).waitFor();
    const message = page.getByRole('article').first();
    await expect.poll(() => message.getByRole('heading').textContent()).toBe('Unverified sender');

    await open(page, `${site.url}/portal`);
    await page
      .getByRole('listitem')
      .filter({ hasText: ATTACK })
      .getByRole('button', { name: 'Confirm, I sent it' })
      .click();
    await page.getByRole('status').filter({ hasText: 'The project is confirmed as yours.' }).waitFor();
    const confirmed = page.getByRole('listitem').filter({ hasText: ATTACK });
    expect(await confirmed.getByText('Please confirm', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('Welcome back, Demo Client').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the e-mailed link, opened on a phone in French, removes a project the client did not send', async () => {
    await inquiryAsSomeoneElse('Second attack', '10.98.0.2');
    const mail = await newestMailTo(
      path.join(site.dataDir, 'mail'),
      DEMO.email,
      (message) =>
        message.subject === 'A project was submitted with your e-mail address' &&
        (message.text ?? '').includes('Second attack'),
    );
    const link = /(https?:\/\/\S+\/client_onboarding\/confirm\?token=\S+)/.exec(mail.text ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const page = await site.newPage({ width: 375, height: 740 });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_onboarding/confirm?token=${encodeURIComponent(token)}&lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Confirmez votre projet' }).waitFor();
    await expect.poll(() => page.getByText('Second attack').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Non, le supprimer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projet supprimé' }).waitFor();
    expect(errors).toEqual([]);

    const client = await site.newPage({ as: DEMO });
    await open(client, `${site.url}/portal`);
    expect(await client.getByText('Second attack').count()).toBe(0);
  });
});
