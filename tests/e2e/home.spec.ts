import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const PREVIEW_PASSWORD = 'tag-my-preview-1';
/** Not on the internet: every request to another host is answered by the stub below. */
const PREVIEW_URL = 'https://preview.example.test/legacy';

const site = startE2eSite({ env: { PREVIEW_PASSWORD, PREVIEW_URL } });

const MUSIC_ANCHORS = ['one-latest-poetry-performance', 'find-a-way', 'white-man', 'the-truth-explained'];
const RECENT = [
  'Weekly Catch-up: Robots, Rollouts and Rebuilds',
  "Reunited After a Decade: Danny's Back in London",
  'The Truth Blog: Finding the Universal Thread',
];

/**
 * The music embeds come from YouTube, SoundCloud, TikTok and Instagram; tests run offline, so anything
 * not served by the site gets a small blank page instead (and the preview stands in for the legacy app).
 */
async function offline(target: Page | BrowserContext) {
  await target.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stand-in</title><p>Stand-in page</p></html>',
    });
  });
}

async function homePage(path = '/', options: { width?: number; height?: number } = {}) {
  const page = await site.newPage(options);
  await offline(page);
  const errors = consoleErrors(page);
  await open(page, `${site.url}${path}`);
  return { page, errors };
}

/** By its heading, whether open or not (a closed dialog has no role to find it by). */
const dialog = (page: Page, name: string) => page.locator(`dialog:has(> div > div > h2:text-is("${name}"))`);
const isOpen = (locator: Locator) => locator.evaluate((element) => (element as HTMLDialogElement).open);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Whether the element's top edge is inside the window (it has been scrolled to). */
function inViewport(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= -1 && box.top < window.innerHeight;
  });
}

/** Scrolls down the page so every reveal animation has run (axe measures contrast as it is shown). */
async function revealAll(page: Page) {
  for (const element of await page.locator('[data-reveal]').all()) await element.scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('[data-reveal-state="waiting"]').count()).toBe(0);
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
}

describe('home page', () => {
  it('is complete without JavaScript: hero, the six ventures (links work), recent posts', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    await offline(context);
    const page = await context.newPage();
    const response = await page.goto(site.url);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Artist, Entrepreneur, Engineer and Coach | Personal Brand');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to my journey');
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    await expect.poll(() => hero.textContent()).toContain('Truth as a tool for solving problems.');
    await expect.poll(() => hero.textContent()).toContain('Mission');
    expect(await page.getByRole('link', { name: 'See My Creations' }).getAttribute('href')).toBe('#ventures');
    expect(await page.getByRole('link', { name: 'Discover the Truth' }).getAttribute('href')).toBe(
      '/blog?tag=truth',
    );
    const photo = hero.getByRole('img');
    expect(await photo.getAttribute('src')).toBe('/home/portrait-800.webp');
    expect([await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['800', '1000']);
    // The browser picks the file for its width from the srcset; either way a real picture arrives.
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/home\/portrait-(480|800)\.webp$/,
    );
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const ventures = page.locator('#ventures');
    await expect
      .poll(() => ventures.locator('h3').allTextContents())
      .toEqual([
        'Tag my Thing',
        'MedAI',
        'Music and Poetry',
        'Epie Electricians',
        'Educational Initiative',
        'Mix Marshall Arts',
      ]);
    const hrefs = await ventures
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/projects/medai', '/epie-electricians', '/educational-initiative']);
    await expect
      .poll(() => ventures.getByRole('button').allTextContents())
      .toEqual(['Tag my Thing', 'Music and Poetry', 'Mix Marshall Arts']);
    const recent = page.getByRole('region', { name: 'Recent Posts' });
    await expect.poll(() => recent.locator('h3').allTextContents()).toEqual(RECENT);
    expect(await recent.getByRole('link', { name: 'View all posts' }).getAttribute('href')).toBe('/blog');

    // Nothing is hidden waiting for a script: every card is fully opaque.
    const opacities = await page
      .locator('[data-reveal]')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThanOrEqual(7);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    expect(await page.locator('iframe').count()).toBe(0);

    await ventures.getByRole('link', { name: 'MedAI' }).click();
    await page.waitForURL(`${site.url}/projects/medai`);
    await context.close();
  });

  it('names Tag my Thing by its old name, Mai Will App, in Italian and Portuguese', async () => {
    for (const [lang, name] of [
      ['it', 'Mai Will App'],
      ['pt', 'Mai Will App'],
      ['fr', 'Tag my Thing'],
    ]) {
      const html = await (await fetch(`${site.url}/?lang=${lang}`)).text();
      expect(html, lang).toContain(`>${name}</button>`);
    }
  });

  it('has nothing for axe to report, and goes to #ventures from "See My Creations"', async () => {
    const { page, errors } = await homePage();
    await revealAll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See My Creations' }).click();
    await page.waitForURL(`${site.url}/#ventures`);
    await expect.poll(() => inViewport(page.locator('#ventures-heading'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('scrolls to any other hash, also when arriving from another page', async () => {
    const { page } = await homePage('/#ventures');
    await expect.poll(() => inViewport(page.locator('#ventures-heading'))).toBe(true);

    await open(page, `${site.url}/blog`);
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Current Projects' }).click();
    await page.waitForURL(`${site.url}/#ventures`);
    await expect.poll(() => inViewport(page.locator('#ventures-heading'))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it('reveals the cards once as they scroll into view, and not at all with reduced motion', async () => {
    const { page } = await homePage('/', { width: 1280, height: 700 });
    const lastCard = page.locator('#ventures li').last();
    await expect.poll(() => lastCard.getAttribute('data-reveal-state')).toBe('waiting');
    expect(await lastCard.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCard.getAttribute('data-reveal-state')).toBe('shown');
    await expect.poll(() => lastCard.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    const calm = await site.newPage({ width: 1280, height: 700 });
    await offline(calm);
    await calm.emulateMedia({ reducedMotion: 'reduce' });
    await open(calm, site.url);
    await calm.mouse.wheel(0, 4000);
    await calm.waitForTimeout(300);
    expect(await calm.locator('[data-reveal-state], .opacity-0').count()).toBe(0);
    expect(
      await calm
        .locator('#ventures li')
        .last()
        .evaluate((e) => getComputedStyle(e).opacity),
    ).toBe('1');
  });

  it('opens the music modal from its card with the four works, embeds loading only then', async () => {
    const { page, errors } = await homePage();
    expect(await page.locator('iframe').count()).toBe(0);
    const opener = page.locator('#ventures').getByRole('button', { name: 'Music and Poetry' });
    await opener.click();
    const music = dialog(page, 'Music and Poetry');
    await expect.poll(() => isOpen(music)).toBe(true);
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect
      .poll(() => music.locator('article h3').allTextContents())
      .toEqual(['ONE', 'Find a Way', 'White Man', 'The Truth Explained']);
    expect(await music.locator('article').evaluateAll((items) => items.map((item) => item.id))).toEqual(
      MUSIC_ANCHORS,
    );
    await expect
      .poll(() => music.locator('article time').allTextContents())
      .toEqual(['2025', '2021', '2010', '2022']);
    const frames = await music.locator('iframe').evaluateAll((elements) =>
      elements.map((frame) => ({
        title: frame.getAttribute('title'),
        loading: frame.getAttribute('loading'),
        host: new URL(frame.getAttribute('src') ?? '').hostname,
      })),
    );
    expect(frames).toEqual([
      { title: 'ONE on YouTube', loading: 'lazy', host: 'www.youtube-nocookie.com' },
      { title: 'Find a Way on SoundCloud', loading: 'lazy', host: 'w.soundcloud.com' },
      { title: 'White Man on TikTok', loading: 'lazy', host: 'www.tiktok.com' },
      { title: 'The Truth Explained on Instagram', loading: 'lazy', host: 'www.instagram.com' },
    ]);
    await expect
      .poll(() => music.getByRole('link', { name: /^View on / }).allTextContents())
      .toEqual(['View on YouTube', 'View on SoundCloud', 'View on TikTok', 'View on Instagram']);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(music)).toBe(false);
    expect(await focusedText(page)).toBe('Music and Poetry');
    expect(await bodyOverflow(page)).toBe('');
    expect(await page.locator('iframe').count()).toBe(0);

    // A click on the backdrop (the <dialog> itself, outside its panel) closes it too.
    await opener.click();
    await expect.poll(() => isOpen(music)).toBe(true);
    await music.dispatchEvent('click');
    await expect.poll(() => isOpen(music)).toBe(false);
    expect(await focusedText(page)).toBe('Music and Poetry');

    await opener.click();
    await music.getByRole('button', { name: 'Return to Journey' }).click();
    await expect.poll(() => isOpen(music)).toBe(false);
    expect(errors).toEqual([]);
  });

  it.each(MUSIC_ANCHORS)('opens the music modal at its item for /#%s', async (anchor) => {
    const { page, errors } = await homePage(`/#${anchor}`);
    const music = dialog(page, 'Music and Poetry');
    await expect.poll(() => isOpen(music)).toBe(true);
    await expect.poll(() => inViewport(page.locator(`[id="${anchor}"]`))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens the music modal when a music anchor is followed on the page', async () => {
    const { page } = await homePage();
    await page.evaluate(() => {
      window.location.hash = '#the-truth-explained';
    });
    await expect.poll(() => isOpen(dialog(page, 'Music and Poetry'))).toBe(true);
    await expect.poll(() => inViewport(page.locator('#the-truth-explained'))).toBe(true);
  });

  it('copies an item address with Share and shows "Copied!" for 2 seconds', async () => {
    const { page, errors } = await homePage('/#find-a-way');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const item = page.locator('#find-a-way');
    await expect.poll(() => item.isVisible()).toBe(true);
    await item.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => item.locator('button').first().textContent()).toBe('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/#find-a-way`);
    await page.waitForTimeout(1500);
    await expect.poll(() => item.locator('button').first().textContent()).toBe('Copied!');
    await expect.poll(() => item.locator('button').first().textContent(), { timeout: 2000 }).toBe('Share');
    expect(errors).toEqual([]);
  });

  it('opens Mix Marshall Arts with the code, the coaching and Book Now', async () => {
    const { page, errors } = await homePage();
    const opener = page.locator('#ventures').getByRole('button', { name: 'Mix Marshall Arts' });
    await opener.click();
    const modal = dialog(page, 'Mix Marshall Arts');
    await expect.poll(() => isOpen(modal)).toBe(true);
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect
      .poll(() => modal.getByRole('heading', { level: 4 }).allTextContents())
      .toEqual(expect.arrayContaining(['Grounded in purpose', 'Trained in restraint', 'Guided by clarity']));
    for (const part of ["The Artist's Code", 'Wing Chun', 'Kung Fu', 'Core techniques', 'Philosophy']) {
      await expect.poll(() => modal.textContent()).toContain(part);
    }
    expect(await modal.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(
      '/booking?service=mix-marshall-arts',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(modal)).toBe(false);
    expect(await focusedText(page)).toBe('Mix Marshall Arts');
    expect(await bodyOverflow(page)).toBe('');

    await opener.click();
    await expect.poll(() => isOpen(modal)).toBe(true);
    await modal.dispatchEvent('click');
    await expect.poll(() => isOpen(modal)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('opens Tag my Thing with its timeline; the preview prompt closes on Escape and outside click', async () => {
    const { page, errors } = await homePage();
    const opener = page.locator('#ventures').getByRole('button', { name: 'Tag my Thing' });
    await opener.click();
    const modal = dialog(page, 'Tag my Thing');
    await expect.poll(() => isOpen(modal)).toBe(true);
    expect(await bodyOverflow(page)).toBe('hidden');
    for (const part of ['2017', '2019', '2022', '2025', 'An events-based system', 'Why it matters']) {
      await expect.poll(() => modal.textContent()).toContain(part);
    }
    expect(await axeViolations(page)).toEqual([]);

    const previewButton = modal.getByRole('button', { name: 'Open Developer Preview' });
    await previewButton.click();
    const prompt = dialog(page, 'Developer Preview');
    await expect.poll(() => isOpen(prompt)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(prompt)).toBe(false);
    expect(await isOpen(modal)).toBe(true);
    expect(await focusedText(page)).toBe('Open Developer Preview');

    await previewButton.click();
    await expect.poll(() => isOpen(prompt)).toBe(true);
    await page.mouse.click(8, 8); // on the backdrop, well outside the small prompt
    await expect.poll(() => isOpen(prompt)).toBe(false);
    expect(await isOpen(modal)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(modal)).toBe(false);
    expect(await focusedText(page)).toBe('Tag my Thing');
    expect(await bodyOverflow(page)).toBe('');
    await opener.click();
    await expect.poll(() => isOpen(modal)).toBe(true);
    await modal.dispatchEvent('click');
    await expect.poll(() => isOpen(modal)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('answers a wrong preview password with "Incorrect password", then goes home after 2 s', async () => {
    const { page } = await homePage('/#ventures');
    await page.locator('#ventures').getByRole('button', { name: 'Tag my Thing' }).click();
    await dialog(page, 'Tag my Thing').getByRole('button', { name: 'Open Developer Preview' }).click();
    const prompt = dialog(page, 'Developer Preview');
    await expect.poll(() => isOpen(prompt)).toBe(true);
    const field = prompt.getByLabel('Password');
    await field.fill('not-the-password');
    await prompt.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => prompt.getByRole('alert').textContent()).toBe('Incorrect password');
    expect(await field.inputValue()).toBe('');
    await page.waitForTimeout(1500);
    expect(await isOpen(prompt)).toBe(true);
    await expect.poll(() => isOpen(prompt), { timeout: 2000 }).toBe(false);
    expect(await isOpen(dialog(page, 'Tag my Thing'))).toBe(false);
    expect(page.url()).toBe(`${site.url}/`);
    expect(await bodyOverflow(page)).toBe('');
  });

  it('sends the right preview password to the server, which answers with where to go', async () => {
    const { page } = await homePage();
    // The password is checked on the server: no bundle the browser loaded contains it.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    for (const script of scripts) expect(await (await fetch(script)).text()).not.toContain(PREVIEW_PASSWORD);

    await page.locator('#ventures').getByRole('button', { name: 'Tag my Thing' }).click();
    await dialog(page, 'Tag my Thing').getByRole('button', { name: 'Open Developer Preview' }).click();
    const prompt = dialog(page, 'Developer Preview');
    await prompt.getByLabel('Password').fill(PREVIEW_PASSWORD);
    await prompt.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL(PREVIEW_URL);
    await expect.poll(() => page.textContent('body')).toContain('Stand-in page');
  });

  it('shows the 404 page for an unknown address', async () => {
    const page = await site.newPage();
    const response = await page.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Page Not Found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to my journey');
  });
});
