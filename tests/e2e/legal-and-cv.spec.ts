import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

const CONTACT_EMAIL = 'hello@example.com';
const LEGAL_PAGES = [
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/legal/terms-of-service', 'Terms of Service'],
  ['/legal/cookie-policy', 'Cookie Policy'],
  ['/legal/data-protection', 'Data Protection'],
] as const;
const CV_SECTIONS = [
  'Professional Summary',
  'Core Skills',
  'Education',
  'Experience',
  'Selected Projects',
  'Certifications',
  'Languages',
  'Interests',
];

/** The headings of the CV's sections, in document order. */
const sectionHeadings = (page: Page) => page.locator('main section > h2').allTextContents();

/** Whether an element's top is on screen and not under the sticky 64 px site header. */
const isInView = (page: Page, id: string) =>
  page.evaluate((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
    return top >= 64 && top < window.innerHeight;
  }, id);

describe('legal pages', () => {
  it.each(LEGAL_PAGES)(
    '%s shows its title, date, breadcrumb, contents and contact e-mail',
    async (path, title) => {
      const page = await site.newPage();
      const errors = consoleErrors(page);
      await open(page, `${site.url}${path}`);
      expect(await page.title()).toBe(`${title} | Personal Brand`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByText('Last updated: May 14, 2025').getAttribute('datetime')).toBe('2025-05-14');

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect.poll(() => breadcrumb.textContent()).toBe(`Home›${title}`);
      expect(await breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');

      const contents = page.getByRole('navigation', { name: 'On this page' });
      const links = contents.getByRole('link');
      const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      const headingIds = await page
        .locator('article section > h2')
        .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(targets).toEqual(headingIds);
      expect(targets.length).toBeGreaterThanOrEqual(8);
      await expect
        .poll(() => links.allTextContents())
        .toEqual(await page.locator('article section > h2').allTextContents());

      const last = targets.at(-2) ?? '';
      await links.nth(targets.length - 2).click();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(last);
      await expect.poll(() => isInView(page, last.slice(1))).toBe(true);

      const mail = page.locator('main').getByRole('link', { name: CONTACT_EMAIL }).first();
      expect(await mail.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
      const others = page.getByRole('navigation', { name: 'Other legal documents' }).getByRole('link');
      await expect.poll(() => others.count()).toBe(3);

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('lists the cookies the site really sets', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/legal/cookie-policy`);
    const cookies = page.getByRole('table', { name: 'Cookies set by this website' });
    await expect
      .poll(() => cookies.locator('tbody tr td:first-child').allTextContents())
      .toEqual(['sid', 'lang', 'blog_session_id']);
    await expect.poll(() => cookies.textContent()).toContain('30 days');
    const storage = page.getByRole('table', { name: 'Local storage entries used by this website' });
    await expect
      .poll(() => storage.locator('tbody tr td:first-child').allTextContents())
      .toEqual(['lang', 'welcome_audio_seen', 'blog_recent_generated_images']);
  });

  it('lists the CV and the legal pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of ['/cv', ...LEGAL_PAGES.map(([legalPath]) => legalPath)])
      expect(sitemap).toContain(`${path}</loc>`);
  });

  it('answers 404 for an unknown legal page', async () => {
    const page = await site.newPage();
    for (const path of ['/legal/nope', '/legal']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    }
  });

  it('is complete without JavaScript and in the reader language', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/legal/data-protection`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Data Protection');
    await expect
      .poll(() => page.getByRole('table', { name: 'How long we keep each kind of data' }).isVisible())
      .toBe(true);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Your rights' })
      .click();
    expect(new URL(page.url()).hash).toBe('#your-rights');

    await page.goto(`${site.url}/legal/privacy-policy?lang=de`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Datenschutzerklärung');
    await expect.poll(() => page.getByText('Zuletzt aktualisiert: 14. Mai 2025').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Brotkrumennavigation' }).textContent())
      .toBe('Startseite›Datenschutzerklärung');
    await context.close();
  });
});

describe('CV page', () => {
  it('shows the eight sections in order, with nothing for axe to find', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/cv`);
    expect(await page.title()).toBe('Curriculum Vitae | Personal Brand');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Curriculum Vitae');
    expect(await sectionHeadings(page)).toEqual(CV_SECTIONS);
    await expect.poll(() => page.locator('main').textContent()).toContain('152-unit residential estate');
    expect(
      await page
        .getByRole('region', { name: 'Selected Projects' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      '/educational-initiative',
      '/epie-solar-solutions',
      '/projects/medai',
      '/#one-latest-poetry-performance',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('copies the /cv link without a share sheet and shows "Copied!" for two seconds', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet; make sure of it.
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await open(page, `${site.url}/cv`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.getByRole('button', { name: 'Share' }).click();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await copied.waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    expect(canonical).toMatch(/\/cv$/);
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 3000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);
    expect(errors).toEqual([]);
  });

  it('opens the native share sheet when the browser has one', async () => {
    const page = await site.newPage();
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await open(page, `${site.url}/cv`);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(/\/cv$/);
    expect(shared[0]?.title).toBe('Curriculum Vitae');
    expect(await page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);
  });

  it('prints the CV alone: no site header, footer or buttons', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/cv`);
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('banner').first().waitFor({ state: 'hidden' });
    await page.getByRole('contentinfo').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Share' }).waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });

  it('renders without JavaScript and switches language', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    const response = await noScript.goto(`${site.url}/cv`);
    expect(response?.status()).toBe(200);
    expect(await sectionHeadings(noScript)).toEqual(CV_SECTIONS);
    await expect.poll(() => noScript.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
    await noScript.goto(`${site.url}/cv?lang=fr`);
    await expect
      .poll(() => noScript.getByRole('heading', { level: 1 }).textContent())
      .toBe('Curriculum vitae');
    expect(await sectionHeadings(noScript)).toEqual([
      'Profil professionnel',
      'Compétences clés',
      'Formation',
      'Expérience',
      'Projets choisis',
      'Certifications',
      'Langues',
      "Centres d'intérêt",
    ]);
    await context.close();

    const page = await site.newPage();
    await open(page, `${site.url}/cv`);
    await page.locator('#language-desktop').selectOption('es');
    await page.getByRole('heading', { level: 2, name: 'Perfil profesional' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Compartir' }).isVisible()).toBe(true);
  });
});
