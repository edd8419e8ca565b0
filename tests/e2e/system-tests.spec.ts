import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { EDITOR } from '../fixtures/harness/staff-accounts.ts';

const site = startE2eSite({
  staff: [
    [OWNER, 'admin'],
    [EDITOR, 'editor'],
  ],
});

describe('the owner’s system tests (/admin/tests)', () => {
  it('run on load and again on Run Tests, each check with its outcome in words, and pass axe', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/tests`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('System Tests');
    expect(await page.title()).toBe('System Tests | Personal Brand');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toBe('Admin›System Tests');
    const status = page.getByRole('status').filter({ hasText: /tests/ });
    await status.filter({ hasText: /^(All tests passed|Some tests failed)$/ }).waitFor({ timeout: 30_000 });
    const rows = page.getByRole('listitem').filter({ has: page.locator('[data-outcome]') });
    await expect.poll(() => rows.count()).toBe(7);
    const database = rows.filter({ hasText: 'Database' }).first();
    await expect.poll(() => database.locator('[data-outcome]').textContent()).toContain('Pass');
    await expect.poll(() => database.textContent()).toMatch(/answers; all \d+ migrations applied/);
    await expect
      .poll(() => rows.filter({ hasText: 'File storage' }).locator('[data-outcome]').textContent())
      .toContain('Pass');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run Tests' }).click();
    await page.getByText('Running tests...').first().waitFor();
    await status.filter({ hasText: /^(All tests passed|Some tests failed)$/ }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 90_000);

  it('give the owner a test-user key, shown once, that creates and removes test users until revoked', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/tests`);
    const panel = page.getByRole('region', { name: 'Test-user API keys' });
    await expect.poll(() => panel.getByText('No test-user keys yet.').count()).toBe(1);
    await panel.getByRole('button', { name: 'Create key' }).click();
    // The rule loads with the first submit.
    await panel.getByText('Name is required').waitFor();
    await panel.getByLabel('Name').fill('Monitoring');
    await panel.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-test-user-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^ptu_.{20,}$/);
    await expect
      .poll(() => panel.getByRole('note').textContent())
      .toBe('Copy this key now: it is shown only once and cannot be recovered.');
    const row = panel.getByRole('row').filter({ hasText: 'Monitoring' });
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await axeViolations(page)).toEqual([]);

    const call = (method: 'POST' | 'DELETE', body: object) =>
      fetch(`${site.url}/api/test-user`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = `e2e-${Date.now()}@example.invalid`;
    const created = await call('POST', { email, password: 'a-long-test-password-1' });
    expect(created.status).toBe(201);
    expect((await created.json()) as { email: string }).toMatchObject({ email });
    expect((await call('DELETE', { email })).status).toBe(200);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const refused = await call('POST', { email, password: 'a-long-test-password-1' });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    expect(errors).toEqual([]);
  }, 60_000);

  it('deny an editor', async () => {
    const page = await site.newPage({ as: EDITOR });
    const response = await page.goto(`${site.url}/admin/tests`);
    expect(response?.status()).toBe(403);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Access Denied');
  });
});

describe('a visitor’s connection tests (/test-connection)', () => {
  it('run on load for a fresh visitor on a phone in French, count down, and after a reload show the same results and one countdown', async () => {
    const page = await site.newPage({ welcome: true, width: 390, height: 844 });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/test-connection?lang=fr`);
    // A fresh browser, but the test pages are among those that never open the welcome offer.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Tests de connexion du système');
    await page
      .getByText(/^(Tous les tests ont réussi|Certains tests ont échoué)$/)
      .waitFor({ timeout: 20_000 });
    const badges = page.locator('[data-outcome]');
    await expect.poll(() => badges.count()).toBe(6);
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Base de données' }).textContent())
      .toContain('Réussi');
    const countdown = page.getByTestId('next-run');
    await expect
      .poll(() => countdown.textContent())
      .toMatch(/^Prochain lancement possible dans (59|60) secondes$/);
    await expect.poll(() => page.getByRole('button', { name: 'Lancer les tests' }).isDisabled()).toBe(true);
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).toMatch(/dans 5[5-8] secondes/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // Not for search engines, like the other test pages.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // A reload within the minute: the server renders the last results and the seconds left, and the
    // page runs nothing (no 429); one number counts down, none stands still beside it.
    const html = await (await page.request.get(`${site.url}/test-connection?lang=fr`)).text();
    expect(html).toContain('Base de données');
    expect(html).toMatch(/Prochain lancement possible dans 5\d secondes/);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => badges.count()).toBe(6);
    const seconds = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    await expect
      .poll(() => countdown.textContent())
      .toMatch(/^Prochain lancement possible dans 5\d secondes$/);
    const shown = await seconds();
    await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(shown);
    expect(await page.getByText(/Veuillez patienter/).count()).toBe(0);
    await expect.poll(() => badges.count()).toBe(6);
    expect(errors).toEqual([]);
  }, 60_000);
});
