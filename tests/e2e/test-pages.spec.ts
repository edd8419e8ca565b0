import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

/** A fresh browser (no cookies, nothing stored), from its own address so cooldowns stay apart. */
async function freshBrowser(
  browser: Browser,
  options: { width: number; height: number; locale: string; ip: string },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    locale: options.locale,
    extraHTTPHeaders: { 'X-Forwarded-For': options.ip },
  });
  return { context, page: await context.newPage() };
}

describe('Test Blog API page', () => {
  it('on a phone in German: without a key, then with a wrong key, shows the API’s refusal in German; axe passes', async () => {
    const { context, page } = await freshBrowser(site.browser, {
      width: 390,
      height: 844,
      locale: 'de-DE',
      ip: '10.77.0.1',
    });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/test-blog-api`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog-API-Test');
    expect(await page.title()).toBe('Blog-API-Test | Personal Brand');
    // Test pages never open the first-visit welcome offer.
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Blog-API testen' }).click();
    await page.getByText('Fehler: API-Schlüssel fehlt: Senden Sie ihn im Header x-api-key').waitFor();
    await page.getByLabel('API-Schlüssel (optional)').fill('pbk_wrong-key');
    await page.getByRole('button', { name: 'Blog-API testen' }).click();
    await page.getByText('Fehler: Ungültiger API-Schlüssel').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at desktop width in English: a real blog key answers "API request successful!" and nothing is kept', async () => {
    const owner = await site.newPage({ as: { email: 'owner@example.com', password: 'owner-password-1' } });
    await owner.goto(`${site.url}/`);
    const created = await owner.evaluate(async () => {
      const response = await fetch('/trpc/blogAdmin.createApiKey', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'E2E key' }),
      });
      return (await response.json()).result.data as { key: string };
    });
    const { context, page } = await freshBrowser(site.browser, {
      width: 1280,
      height: 900,
      locale: 'en-GB',
      ip: '10.77.0.2',
    });
    await open(page, `${site.url}/test-blog-api`);
    await page.getByLabel('API key (optional)').fill(created.key);
    await page.getByRole('button', { name: 'Test Blog API' }).click();
    await page.getByText('API request successful!').waitFor();
    const drafts = await owner.evaluate(async () => {
      const response = await fetch('/trpc/blogAdmin.list');
      const posts = (await response.json()).result.data as Array<{ title: string }>;
      return posts.filter((post) => post.title === 'Blog API test').length;
    });
    expect(drafts).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('Site test suite page', () => {
  it('on a phone in French: runs every link, lists them as links with status and outcome, then counts down', async () => {
    const { context, page } = await freshBrowser(site.browser, {
      width: 390,
      height: 844,
      locale: 'fr-FR',
      ip: '10.77.0.3',
    });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/test-suite`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Suite de tests du site');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Lancer tous les tests' }).click();
    await page.getByText('Tous les tests ont réussi').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByText('18 réussis, 0 avertissements, 0 échecs (18 liens)').isVisible())
      .toBe(true);
    const results = page.locator('#suite-results-heading').locator('..');
    const hello = results.getByRole('link', { name: '/blog/hello-world' });
    expect(await hello.getAttribute('href')).toBe('/blog/hello-world');
    await expect.poll(() => results.getByRole('link').count()).toBe(18);
    await expect.poll(() => results.locator('li', { hasText: 'Réussi' }).count()).toBe(18);
    await expect.poll(() => results.locator('li', { hasText: '200' }).count()).toBe(18);
    await page.getByText(/Prochain lancement possible dans \d+ s/).waitFor();

    // A reload within the minute: the last results and the server's seconds left, shown on load.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => results.getByRole('link').count()).toBe(18);
    await page.getByText(/^Prochain lancement possible dans 5\d s$/).waitFor();

    // Asked again within the minute: the server refuses, and the page says how long to wait, in one
    // number that counts down (the line "next run possible in" gives way to it).
    await page.getByRole('button', { name: 'Lancer tous les tests' }).click();
    const refusal = page.getByText(/Veuillez patienter \d+ secondes avant de relancer les tests/);
    await refusal.waitFor();
    expect(await page.getByText(/Prochain lancement possible/).count()).toBe(0);
    const seconds = async () => Number(/\d+/.exec((await refusal.textContent()) ?? '')?.[0]);
    const shown = await seconds();
    await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(shown);
    expect(await axeViolations(page)).toEqual([]);
    // The refusal is the server's 429 answer, which the browser reports in the console.
    expect(errors.filter((error) => !error.includes('429'))).toEqual([]);
    await context.close();
  }, 60_000);
});
