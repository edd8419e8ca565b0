import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../fixtures/browser.ts';
import { projectRoot, startSiteProcess } from '../fixtures/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/site-environment.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(path.join(projectRoot, 'dist/server/entry.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does)');
  }
  environment = await createSiteEnvironment();
  site = await startSiteProcess(environment.env);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await environment?.cleanup();
});

describe('home page', () => {
  it('is rendered on the server: its content shows with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(site.url);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Truth as a tool for solving problems');
    expect(await page.getByTestId('status-database').textContent()).toBe('Connected');
    expect(await page.getByTestId('status-queue').textContent()).toBe('Connected');
    // Without JavaScript the refresh button cannot work, so it is not offered as working.
    expect(await page.getByRole('button', { name: 'Check again' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('becomes interactive after hydration and refreshes the status through tRPC', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(site.url);
    const checkedAt = page.getByTestId('status-checked-at');
    const renderedAt = await checkedAt.getAttribute('data-checked-at');

    const button = page.getByRole('button', { name: 'Check again' });
    await button.waitFor();
    await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().includes('/trpc/system.status')),
      button.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect.poll(() => checkedAt.getAttribute('data-checked-at')).not.toBe(renderedAt);
    expect(await page.getByTestId('status-database').textContent()).toBe('Connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown address', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByText('Page Not Found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Truth as a tool for solving problems');
    await page.close();
  });
});
