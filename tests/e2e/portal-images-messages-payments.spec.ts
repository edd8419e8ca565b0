import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';

// Issue 29, "Client area you can trust": what a client sees of their own images, their payments and
// their private messages. The demo client (client@example.com) and its sent proposal are seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };
const PROPOSAL = 'Bakery website and pre-orders';

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
});

let address = 0;
const http = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.29.7.${++address}` });

async function signedIn(credentials: { email: string; password: string }) {
  const client = http();
  expect((await client.post('/auth/sign-in', credentials)).status).toBe(200);
  return client;
}

/** Signs the browser page in, as a person does on the sign-in screen (the session cookie is its own). */
async function signInPage(page: Page, credentials: { email: string; password: string }) {
  const answer = await page.request.post(`${site.url}/auth/sign-in`, {
    data: credentials,
    headers: { Origin: site.url },
  });
  expect(answer.ok()).toBe(true);
}

describe('the client area, trusted (issue 29)', () => {
  it('a new client in French on a phone: counted upload texts, then their images as thumbnails that open', async () => {
    const page = await site.newPage({ width: 375, height: 800 });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_onboarding?lang=fr`);
    const picker = page.locator('input[type="file"]');
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'croquis.png', mimeType: 'image/png', buffer: png });
    await page.getByText('1 image choisie sur 5', { exact: true }).waitFor();

    const email = 'camille-trust@example.com';
    await page.getByLabel('Nom complet *').fill('Camille Martin');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Nom du projet *').fill('Boulangerie en ligne');
    await page.getByRole('checkbox', { name: 'Site web' }).check();
    await page.getByRole('checkbox', { name: /J'accepte d'être contacté/ }).check();
    // The upload waits until the progress toast has been seen, so the test sees both, in order.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/client-onboarding/reference-images', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Envoyer la demande de projet' }).click();
    const uploading = page.getByText('Envoi de 1 image de référence...', { exact: true });
    await uploading.waitFor();
    release();
    await page.getByText('1 image envoyée avec succès !', { exact: true }).first().waitFor();
    // The progress toast closes when the result shows.
    expect(await uploading.count()).toBe(0);

    // The client signs in and finds the project with its image, not a list of addresses.
    await giveClientPassword(site, email, 'camille-password-1');
    await signInPage(page, { email, password: 'camille-password-1' });
    const thumbnail = page.getByRole('img', { name: 'Image de référence 1' });
    // The image is stored by a background job: the dashboard shows it once stored.
    for (let tries = 0; tries < 40; tries++) {
      await open(page, `${site.url}/portal?lang=fr`);
      if ((await thumbnail.count()) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Boulangerie en ligne' }) });
    expect(await card.textContent()).not.toContain('Reference Images');
    expect(await card.textContent()).not.toContain('/storage/');
    await thumbnail.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('img[alt="Image de référence 1"]');
        return image?.complete === true && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 10_000 },
    );
    const link = card.getByRole('link', { name: 'Image de référence 1' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/storage\/project-files\/[0-9a-f-]{36}\/reference-1-\d+\.\w+$/);
    const opened = await page.request.get(`${site.url}${href}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/^image\//);
    // The same image is refused to anyone else.
    expect((await http().get(href)).status).toBe(404);

    // The header names the money for what it is.
    await expect.poll(() => page.getByText('Paiements reçus').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('starts a conversation without JavaScript: posted, the new thread opened, nothing in the address', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      await context.request.post(`${site.url}/auth/sign-in`, { data: DEMO, headers: { Origin: site.url } });
      const page = await context.newPage();
      await page.goto(`${site.url}/portal?tab=messages`);
      const form = page.getByRole('form', { name: 'New conversation' });
      // Refused first: the Messages tab again, with the title kept and the message, and no query.
      await form.getByLabel('Title').fill('Alarm code');
      await form.getByRole('button', { name: 'Start conversation' }).click();
      await page.getByText('Please write a message').first().waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(
        await page.getByRole('form', { name: 'New conversation' }).getByLabel('Title').inputValue(),
      ).toBe('Alarm code');
      const secret = 'Private message: the back door code is 4321';
      await page.getByRole('form', { name: 'New conversation' }).getByLabel('Message').fill(secret);
      await page
        .getByRole('form', { name: 'New conversation' })
        .getByRole('button', { name: 'Start conversation' })
        .click();
      await page.waitForURL(/\/portal\/conversations\/[0-9a-f-]{36}$/);
      expect(page.url()).not.toContain('4321');
      await page.getByRole('heading', { level: 1, name: 'Alarm code' }).waitFor();
      await expect.poll(() => page.getByText(secret).isVisible()).toBe(true);
      // Nothing typed reached the browser history's addresses.
      const visited = await page.evaluate(() => window.location.href);
      expect(visited).not.toContain('body=');
    } finally {
      await context.close();
    }
  });

  it('shows a paid proposal as "Deposit paid" with the amount, date and reference, and payments as received', async () => {
    const client = await signedIn(DEMO);
    const owner = await signedIn(OWNER);
    const proposals = (await client.trpc('proposals.clientList', 'query')).data as Array<{
      id: string;
      title: string;
    }>;
    const id = proposals.find((proposal) => proposal.title === PROPOSAL)?.id ?? '';
    expect((await client.trpc('proposals.open', 'mutation', { id })).status).toBe(200);
    const approved = await client.trpc('proposals.approve', 'mutation', {
      id,
      revision: 1,
      signedName: 'Demo Client',
      accept: true,
    });
    expect(approved.status).toBe(200);
    expect((await owner.trpc('proposals.recordBankTransfer', 'mutation', { id })).status).toBe(200);
    const reference = `DEP-${id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?tab=proposals`);
    const card = page.getByRole('listitem').filter({ hasText: PROPOSAL });
    await card.getByText('Deposit paid', { exact: true }).waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('£2,400.00');
    expect(text).toContain(reference);
    expect(text).toMatch(/Paid on\s*\d{1,2} \w+ \d{4}/);
    expect(await card.getByRole('link', { name: 'Pay Deposit' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Payments received').isVisible()).toBe(true);
    expect(await page.getByText('Account balance').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The owner's pages of the client say the same.
    const ownerPage = await site.newPage({ as: OWNER });
    await open(ownerPage, `${site.url}/admin/clients`);
    await ownerPage
      .getByText(/^Payments received £/)
      .first()
      .waitFor();
    await ownerPage
      .getByRole('link', { name: /Demo Client/ })
      .first()
      .click();
    await ownerPage.waitForURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
    await ownerPage.getByText('Payments received').first().waitFor();
    expect(await ownerPage.getByText('Account balance').count()).toBe(0);
  });
});
