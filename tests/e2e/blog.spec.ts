import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

const site = startE2eSite();

const WEEKLY = 'Weekly Catch-up: Robots, Rollouts and Rebuilds';
const REUNITED = "Reunited After a Decade: Danny's Back in London";
const TRUTH = 'The Truth Blog: Finding the Universal Thread';
const HELLO = 'Hello World';

async function cardTitles(page: import('playwright-core').Page) {
  return page.locator('article h2').allTextContents();
}

const countLine = (page: import('playwright-core').Page) => page.locator('p[aria-live="polite"]');

describe('blog list', () => {
  it('is complete before JavaScript runs, filters included', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/blog`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    await expect.poll(() => page.getByPlaceholder('Search posts...').isVisible()).toBe(true);
    expect(await cardTitles(page)).toEqual([WEEKLY, REUNITED, TRUTH, HELLO]);
    await expect.poll(() => countLine(page).textContent()).toBe('4 posts found');
    const card = page.locator('article').first();
    await expect.poll(() => card.textContent()).toContain('2 June 2025');
    await expect.poll(() => card.textContent()).toContain('4 min read');
    await expect.poll(() => card.getByText('+1 more').isVisible()).toBe(true);

    await page.goto(`${site.url}/blog?tag=truth`);
    expect(await cardTitles(page)).toEqual([TRUTH]);
    await expect.poll(() => countLine(page).textContent()).toBe('1 post found in "truth"');
    // The search form works without JavaScript too: it is a plain GET form.
    await page.getByPlaceholder('Search posts...').fill('london');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=london/);
    expect(await cardTitles(page)).toEqual([]);
    await expect.poll(() => page.getByText('No posts found matching your criteria').isVisible()).toBe(true);
    await context.close();
  });

  it('searches as the reader types, and the filtered list has its own address', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/blog`);
    await page.getByPlaceholder('Search posts...').fill('ROBOTS');
    await page.waitForURL(`${site.url}/blog?q=ROBOTS`);
    await expect.poll(() => cardTitles(page)).toEqual([WEEKLY]);
    await expect.poll(() => countLine(page).textContent()).toBe('1 post found matching "ROBOTS"');
    await page.reload();
    expect(await cardTitles(page)).toEqual([WEEKLY]);
    expect(errors).toEqual([]);
  });

  it('filters by tag from the dropdown and from a card chip, and sorts by title', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/blog`);
    await expect.poll(() => page.locator('#blog-tag option').first().textContent()).toBe('All Tags');
    await page.getByLabel('Filter by tag').selectOption('welcome');
    await page.waitForURL(`${site.url}/blog?tag=welcome`);
    await expect.poll(() => cardTitles(page)).toEqual([HELLO]);

    await page.getByLabel('Filter by tag').selectOption('');
    await expect.poll(() => cardTitles(page)).toHaveLength(4);
    await page.locator('article').nth(1).getByRole('link', { name: 'philosophy' }).click();
    await page.waitForURL(`${site.url}/blog?tag=philosophy`);
    await expect.poll(() => cardTitles(page)).toEqual([REUNITED, TRUTH]);
    // The active chip toggles the filter off again.
    await page.locator('article').first().getByRole('link', { name: 'philosophy' }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(4);

    await page.getByLabel('Sort posts').selectOption('title');
    await page.waitForURL(`${site.url}/blog?sort=title`);
    await expect.poll(() => cardTitles(page)).toEqual([HELLO, REUNITED, TRUTH, WEEKLY]);
    expect(await page.getByLabel('Sort posts').inputValue()).toBe('title');
    expect(errors).toEqual([]);
  });

  it('switches between grid and list views', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/blog`);
    const list = page.getByRole('link', { name: 'List view' });
    expect(await page.getByRole('link', { name: 'Grid view' }).getAttribute('aria-current')).toBe('true');
    await list.click();
    await page.waitForURL(`${site.url}/blog?view=list`);
    await expect.poll(() => list.getAttribute('aria-current')).toBe('true');
    const first = await page.locator('article').first().boundingBox();
    const second = await page.locator('article').nth(1).boundingBox();
    // Listed: one post per row, full width.
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(first?.width).toBeGreaterThan(900);
  });

  it('offers Clear Filters when nothing matches', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/blog?q=zzzz`);
    await expect.poll(() => page.getByText('No posts found matching your criteria').isVisible()).toBe(true);
    await expect.poll(() => countLine(page).textContent()).toBe('0 posts found matching "zzzz"');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${site.url}/blog`);
    await expect.poll(() => cardTitles(page)).toHaveLength(4);
  });

  it('shows staff the counts, a state badge and the View and Edit buttons', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/blog`);
    const counts = page.locator('dl');
    await expect.poll(() => counts.textContent()).toBe('Published4Drafts0Total4');
    const card = page.locator('article').first();
    await expect.poll(() => card.getByText('Published').isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/blog/weekly-catch-up-robots-rollouts-and-rebuilds',
    );
    expect(await card.getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(
      /^\/admin\/blog\?edit=/,
    );
  });

  it('shows the three newest posts on the home page', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect.poll(() => recent.locator('h3').allTextContents()).toEqual([WEEKLY, REUNITED, TRUTH]);
    await recent
      .getByRole('link', { name: /Hello|Truth/ })
      .first()
      .click();
    await page.waitForURL(`${site.url}/blog/the-truth-blog-finding-the-universal-thread`);
  });
});

/** The pictures the cards show, as a reader scrolls down to each (they load lazily below the fold). */
async function cardPictures(page: import('playwright-core').Page) {
  const pictures = [];
  for (const card of await page.locator('main article').all()) {
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img').first();
    if ((await picture.count()) === 0) {
      pictures.push(null);
      continue;
    }
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    pictures.push(
      await picture.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        drawn: img.naturalWidth,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
  }
  return pictures;
}

describe('covers', () => {
  it('shows each demo post with its drawn cover, listed and read, to a first visit on a phone in French', async () => {
    const context = await site.browser.newContext({ locale: 'fr-FR', viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/blog`);
    await page.getByRole('button', { name: 'Non merci' }).click();
    // Drawn by the site's cover generator and shipped with it (build/demo-covers.ts).
    expect((await cardPictures(page)).map((picture) => picture?.src ?? 'no picture')).toEqual(
      Array(4).fill(expect.stringMatching(/\/demo\/covers\/[\w-]+\.webp$/)),
    );
    for (const picture of await cardPictures(page)) {
      expect(picture).toMatchObject({ width: '1200', height: '630' });
      expect(picture?.drawn).toBeGreaterThan(0);
    }

    // The post's title is in French here: the link is found by where it leads.
    await page.locator('main article h2 a[href="/blog/the-truth-blog-finding-the-universal-thread"]').click();
    await page.waitForURL(`${site.url}/blog/the-truth-blog-finding-the-universal-thread`);
    const cover = page.locator('main article img').first();
    expect(await cover.getAttribute('src')).toMatch(/^\/demo\/covers\//);
    expect(await cover.getAttribute('width')).toBe('1200');
    expect(await cover.getAttribute('height')).toBe('630');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await cover.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(1200 / 630, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the newsletter form before any script', () => {
  it('subscribes from the blog on a phone in French: a bad address comes back with its message, a good one is thanked', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      locale: 'fr-FR',
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    const form = page.getByRole('region', { name: 'Abonnez-vous à la newsletter' });
    const email = form.getByLabel('Adresse e-mail');
    const name = form.getByLabel('Nom (facultatif)');
    await email.fill('pas-une-adresse');
    await name.fill('Camille');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: "S'abonner" }).click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Veuillez saisir une adresse e-mail valide');
    expect(await email.inputValue()).toBe('pas-une-adresse');
    expect(await name.inputValue()).toBe('Camille');

    await email.fill('camille.sans.script@example.com');
    await form.getByRole('button', { name: "S'abonner" }).click();
    await page.waitForURL(/sent=1/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Abonnement réussi !' }).isVisible())
      .toBe(true);
    const mail = await newestMailTo(path.join(site.dataDir, 'mail'), 'camille.sans.script@example.com');
    expect(mail.subject).toBe('Veuillez confirmer votre abonnement à la newsletter');
    await context.close();
  });
});
