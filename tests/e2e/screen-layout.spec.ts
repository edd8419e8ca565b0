import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// Issue 29: what sits on top of what. The demo client, its project, conversation and sent proposal are seeded.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };
const DEMO_PROPOSAL = 'Bakery website and pre-orders';
const PHONE = { width: 375, height: 667 };

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
});

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * What the floating music button sits on: the texts, links, buttons and fields of the page it overlaps,
 * at the top of the page and scrolled to its end. Whatever has scrolled under the sticky header is
 * hidden by the header, not by the button.
 */
async function coveredByMusicButton(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Show audio player' }).waitFor();
  const covered: string[] = [];
  for (const end of [false, true]) {
    await page.evaluate(
      (toEnd) => window.scrollTo(0, toEnd ? document.documentElement.scrollHeight : 0),
      end,
    );
    covered.push(
      ...(await page.evaluate(() => {
        const toggle = document.querySelector('[aria-label="Show audio player"]');
        const player = toggle?.closest('section');
        const header = document.querySelector('body header');
        if (!toggle || !player || !header) throw new Error('no music button or header');
        const button = toggle.getBoundingClientRect();
        const headerBottom = header.getBoundingClientRect().bottom;
        const meaningful = [
          ...document.querySelectorAll('a, button, input, select, textarea, span, p, dd, dt'),
        ];
        return meaningful
          .filter((element) => !player.contains(element))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return false;
            // Behind the sticky header, only what shows below it counts.
            const top = header.contains(element) ? box.top : Math.max(box.top, headerBottom);
            if (box.bottom <= top) return false;
            const style = getComputedStyle(element);
            if (style.visibility === 'hidden' || style.opacity === '0') return false;
            if (element.matches('span, p, dd, dt') && !element.textContent?.trim()) return false;
            return (
              box.left < button.right &&
              box.right > button.left &&
              top < button.bottom &&
              box.bottom > button.top
            );
          })
          .map(
            (element) =>
              `${element.tagName} ${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}`,
          );
      }, undefined)),
    );
  }
  return [...new Set(covered)];
}

/** Asks for the demo client's sign-in link; the page answers with a toast. */
async function requestMagicLink(page: Page) {
  await open(page, `${site.url}/client_login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Magic link sent! Check your email.' });
  await toast.waitFor();
  return toast;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

async function boxOf(selector: ReturnType<Page['locator']>): Promise<Box> {
  const box = await selector.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

/** The public pages, the test pages, a post and the client's own pages, in every language. */
const PAGES = [
  '/',
  '/blog',
  '/blog/hello-world',
  '/cv',
  '/projects/medai',
  '/epie-electricians',
  '/epie-solar-solutions',
  '/educational-initiative',
  '/tmtlaunch',
  '/booking',
  '/contact',
  '/login',
  '/register',
  '/client_login',
  '/client_onboarding',
  '/legal/privacy-policy',
  '/test-connection',
  '/test-blog-api',
  '/test-suite',
  '/portal',
  '/account',
];
const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'pt'];

describe('every page on the narrowest phones', () => {
  it('has no sideways scroll and no heading wider than the screen at 320 and 375 px, in all six languages', async () => {
    // Server-rendered HTML without scripts: the layout is the CSS's, and a page loads in a few milliseconds.
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: DEMO,
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const path of PAGES) {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 640 });
          const found = await page.evaluate(() => {
            const viewport = window.innerWidth;
            const wide: string[] = [];
            if (document.documentElement.scrollWidth > viewport) {
              // Name the innermost elements that stick out, to say what to fix.
              const out = [...document.body.querySelectorAll('*')].filter(
                (element) =>
                  element.getBoundingClientRect().right > viewport + 0.5 &&
                  ![...element.children].some(
                    (child) => child.getBoundingClientRect().right > viewport + 0.5,
                  ),
              );
              const names = out
                .slice(0, 3)
                .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`);
              wide.push(`page ${document.documentElement.scrollWidth} px (${names.join(', ')})`);
            }
            for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
              const box = heading.getBoundingClientRect();
              // Visually hidden headings (for screen readers) are 1 px wide by design.
              if (box.width <= 1) continue;
              if (box.right > viewport + 0.5 || heading.scrollWidth > heading.clientWidth + 1)
                wide.push(
                  `"${heading.textContent?.trim().slice(0, 40)}" ${Math.round(heading.scrollWidth)} px`,
                );
            }
            return wide;
          });
          problems.push(...found.map((problem) => `${path}?lang=${language} at ${width} px: ${problem}`));
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the portal stat cards', () => {
  it('put each figure under its label on one axis, centred in its card', async () => {
    const page = await site.newPage({ as: DEMO });
    await open(page, `${site.url}/portal`);
    const cards = page.locator('main dl');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
    const centres = await cards.evaluateAll((lists) =>
      lists.slice(0, 3).map((list) => {
        const textCentre = (element: Element | null) => {
          if (!element) throw new Error('no label or figure');
          const range = document.createRange();
          range.selectNodeContents(element);
          const box = range.getBoundingClientRect();
          return Math.round(box.left + box.width / 2);
        };
        const card = list.getBoundingClientRect();
        return {
          card: Math.round(card.left + card.width / 2),
          label: textCentre(list.querySelector('dt')),
          figure: textCentre(list.querySelector('dd')),
        };
      }),
    );
    for (const centre of centres) {
      expect(Math.abs(centre.label - centre.card), JSON.stringify(centre)).toBeLessThanOrEqual(2);
      expect(Math.abs(centre.figure - centre.card), JSON.stringify(centre)).toBeLessThanOrEqual(2);
    }
  });
});

describe('toasts', () => {
  it('appear below the header, never over Start Project or the sign-in links, and close with their button', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    const toast = await requestMagicLink(page);
    const header = await boxOf(page.locator('body header').first());
    const start = await boxOf(page.getByRole('link', { name: 'Start Project' }).first());
    const box = await boxOf(toast);
    expect(overlaps(box, start)).toBe(false);
    expect(box.top).toBeGreaterThanOrEqual(header.bottom);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('sit at the bottom on a phone, clear of the header', async () => {
    const page = await site.newPage(PHONE);
    const toast = await requestMagicLink(page);
    const header = await boxOf(page.locator('body header').first());
    const box = await boxOf(toast);
    expect(box.top).toBeGreaterThan(header.bottom);
    expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('the floating music button on a phone', () => {
  it('covers nothing on the portal, its proposals, a proposal to approve, or the onboarding form', async () => {
    const page = await site.newPage({ as: DEMO, ...PHONE });
    await open(page, `${site.url}/portal`);
    expect(await coveredByMusicButton(page)).toEqual([]);
    await open(page, `${site.url}/portal?tab=proposals`);
    expect(await coveredByMusicButton(page)).toEqual([]);
    const review = page.getByRole('link', { name: 'Review Proposal' }).first();
    await open(page, `${site.url}${await review.getAttribute('href')}`);
    await page.getByRole('heading', { level: 1, name: DEMO_PROPOSAL }).waitFor();
    expect(await coveredByMusicButton(page)).toEqual([]);

    const visitor = await site.newPage(PHONE);
    await open(visitor, `${site.url}/client_onboarding`);
    expect(await coveredByMusicButton(visitor)).toEqual([]);
  });
});

describe('the admin lists', () => {
  it('show the proposals as cards on a phone: Status and the actions without sideways scrolling', async () => {
    const page = await site.newPage({ as: OWNER, ...PHONE });
    await open(page, `${site.url}/admin/proposals`);
    const view = page.getByRole('link', { name: new RegExp(`^View ${DEMO_PROPOSAL}`) });
    const viewBox = await boxOf(view);
    expect(viewBox.right).toBeLessThanOrEqual(PHONE.width);
    const row = page.locator('main tr').filter({ hasText: DEMO_PROPOSAL });
    // Proposal, Client, Amount, Status: the fourth cell.
    const statusBadge = await boxOf(row.locator('th, td').nth(3).locator('span').first());
    expect(statusBadge.right).toBeLessThanOrEqual(PHONE.width);
    // Nothing of the list is cut off inside a box that scrolls sideways.
    const scrolls = await page
      .locator('main table')
      .evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0));
    expect(scrolls).toBeLessThanOrEqual(0);
    // The filters above it wrap below the search field instead of covering it.
    const search = await boxOf(page.getByRole('searchbox'));
    const filter = await boxOf(page.getByRole('combobox', { name: 'Status' }));
    expect(overlaps(search, filter)).toBe(false);
  });

  it("style the conversation list's titles as links, like its client and project links", async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/conversations`);
    const row = page.getByRole('row').nth(1);
    const colour = (link: ReturnType<Page['locator']>) =>
      link.evaluate((element) => getComputedStyle(element).color);
    const title = row.getByRole('rowheader').getByRole('link');
    const client = row.getByRole('cell').first().getByRole('link');
    const rowText = await row.getByRole('rowheader').evaluate((element) => getComputedStyle(element).color);
    expect(await colour(title)).toBe(await colour(client));
    expect(await colour(title)).not.toBe(rowText);
  });
});

describe('the welcome offer', () => {
  it('is not offered on the pages a person reaches from an e-mail', async () => {
    const page = await site.newPage({ welcome: true });
    // The offer still opens elsewhere for this first-time visitor (the check below means something).
    await open(page, `${site.url}/blog`);
    await page.getByRole('dialog', { name: 'No Problem' }).waitFor();
    for (const path of [
      '/client_login/verify?token=not-a-token',
      '/client_login?email=client%40example.com&redirect=/portal/proposals/x',
      '/booking/cancel?token=not-a-token',
      '/booking/reschedule?token=not-a-token',
      '/client_onboarding/confirm?token=not-a-token',
      '/register/confirm?token=not-a-token',
    ]) {
      const fresh = await site.newPage({ welcome: true });
      await open(fresh, `${site.url}${path}`);
      await fresh.waitForTimeout(300);
      expect(await fresh.getByRole('dialog', { name: 'No Problem' }).count(), path).toBe(0);
    }
  });
});
