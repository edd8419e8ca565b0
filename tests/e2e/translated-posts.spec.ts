import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });
const WEEKLY = '/blog/weekly-catch-up-robots-rollouts-and-rebuilds';
const GERMAN_TITLE = 'Wochenrückblick: Roboter, Rollouts und Neubauten';

describe('posts in the reader’s language', () => {
  it('gives a first-time German reader on a phone the German weekly post, its own canonical and every alternate', async () => {
    const page = await site.newPage({ width: 375, height: 740 });
    const errors = consoleErrors(page);
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'de-DE,de;q=0.9' });
    await open(page, `${site.url}${WEEKLY}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(GERMAN_TITLE);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Was diese Woche fertig wurde' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('pre code').first().textContent()).toContain('withRetry');
    expect(await page.locator('h1').getAttribute('lang')).toBeNull();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${WEEKLY}\\?lang=de$`),
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates.map(([lang]) => lang)).toEqual(['en', 'fr', 'it', 'es', 'de', 'pt', 'x-default']);
    for (const [lang, href] of alternates)
      expect(href).toMatch(
        lang === 'en' || lang === 'x-default'
          ? new RegExp(`${WEEKLY}$`)
          : new RegExp(`${WEEKLY}\\?lang=${lang}$`),
      );
    expect(await page.locator('link[type="application/rss+xml"]').getAttribute('href')).toMatch(
      /\/rss\.xml\?lang=de$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('serves ?lang=de and ?lang=en each with its own canonical, English on the plain address', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}${WEEKLY}?lang=de`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(GERMAN_TITLE);
    await open(page, `${site.url}${WEEKLY}?lang=en`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Weekly Catch-up: Robots, Rollouts and Rebuilds');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${WEEKLY}$`),
    );
    // A post without translations reads in English, marked as such, on a German page.
    await open(page, `${site.url}/blog/reunited-after-a-decade-dannys-back-in-london?lang=de`);
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
  });

  it('lets the owner switch the editor to French and save a French title that French readers get', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog?new=1`);
    await page.getByRole('heading', { level: 1, name: 'New Post' }).waitFor();
    await page.getByLabel('Title').fill('Notes in Two Languages');
    await page.getByLabel('Content').fill('Words in **English**.');
    await page.getByRole('button', { name: 'Français' }).click();
    expect(await page.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    await page.getByLabel('Title').fill('Notes en deux langues');
    await page.getByLabel('Content').fill('Des mots en **français**.');
    await page.getByRole('button', { name: 'English' }).click();
    expect(await page.getByLabel('Title').inputValue()).toBe('Notes in Two Languages');
    await page.getByRole('button', { name: 'Publish Now' }).click();
    await page.waitForURL(`${site.url}/admin/blog`);

    const reader = await site.newPage();
    await open(reader, `${site.url}/blog/notes-in-two-languages?lang=fr`);
    await expect
      .poll(() => reader.getByRole('heading', { level: 1 }).textContent())
      .toBe('Notes en deux langues');
    // Another reader: this one stays in French, the language the address asked for.
    const englishReader = await site.newPage();
    await open(englishReader, `${site.url}/blog/notes-in-two-languages`);
    await expect
      .poll(() => englishReader.getByRole('heading', { level: 1 }).textContent())
      .toBe('Notes in Two Languages');
    await open(reader, `${site.url}/blog/notes-in-two-languages`);
    await expect
      .poll(() => reader.getByRole('heading', { level: 1 }).textContent())
      .toBe('Notes en deux langues');
    expect(errors).toEqual([]);
  });
});
