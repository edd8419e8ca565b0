import path from 'node:path';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

const site = startE2eSite({ shared: true });

interface VenturePage {
  path: string;
  title: string;
  heading: string;
  /** Texts the spec names for the screen. */
  texts: string[];
  /** Every distinct link inside <main>, in the order they first appear. */
  hrefs: string[];
  /** Named links and where each goes (every link of that name must agree). */
  links: [name: string, href: string][];
}

const PAGES: VenturePage[] = [
  {
    path: '/projects/medai',
    title: 'MedAI | Personal Brand',
    heading: 'MedAI',
    texts: [
      'One system for doctors, clinics, secretaries, patients and insurers',
      'Admin',
      'Doctor',
      'Secretary',
      'Patient',
      'Payee (insurer)',
      'Pending',
      'Paid',
      'Partial',
      'Overdue',
      'Card payments',
      'Mobile money',
      'E-mail and SMS reminders',
      'Admin dashboard',
      'Export',
      'Sees clinic-wide data',
      'Books appointments',
      'Views their bookings',
    ],
    hrefs: ['/', '/booking?service=medai-consultation', '#features'],
    links: [
      ['Back to Home', '/'],
      ['Schedule a Demo', '/booking?service=medai-consultation'],
      ['See how it works', '#features'],
    ],
  },
  {
    path: '/epie-electricians',
    title: 'EPIE Electricians | Personal Brand',
    heading: 'EPIE Electricians',
    texts: [
      'Domestic and commercial installations in the UK and across Africa',
      'For homes',
      'For businesses',
      'United Kingdom',
      'Africa',
      'Need technical advice first?',
    ],
    hrefs: [
      '/',
      '/booking?service=electrical-consultation',
      '/epie-solar-solutions',
      '/booking?service=technical-consultation',
    ],
    links: [
      ['Back to Home', '/'],
      ['Book an Electrical Consultation', '/booking?service=electrical-consultation'],
      ['Book a Technical Consultation', '/booking?service=technical-consultation'],
      ['Explore Solar Solutions', '/epie-solar-solutions'],
    ],
  },
  {
    path: '/epie-solar-solutions',
    title: 'EPIE Solar Solutions | Personal Brand',
    heading: 'EPIE Solar Solutions',
    texts: [
      'Solar PV and battery storage for the UK and Africa',
      'A 152-unit estate',
      'Units on one estate',
      'Battery storage',
      'Follow our solar journey',
    ],
    hrefs: ['/', '/booking?service=solar-consultation', '/epie-electricians'],
    links: [
      ['Back to Home', '/'],
      ['Book a Solar Consultation', '/booking?service=solar-consultation'],
      ['Visit EPIE Electricians', '/epie-electricians'],
      ['Our Electrical Services', '/epie-electricians'],
    ],
  },
  {
    path: '/educational-initiative',
    title: 'Educational Initiative | Personal Brand',
    heading: 'A Technical College in Cameroon',
    texts: [
      'a 400 square metre site in Cameroon',
      '400 m²',
      'Our vision',
      'What students will learn',
      'Build it with us',
      'Sponsor a student',
    ],
    hrefs: ['/', '/booking?service=education-consultation', '/contact'],
    links: [
      ['Back to Home', '/'],
      ['Book an Education Consultation', '/booking?service=education-consultation'],
      ['Contact Us', '/contact'],
    ],
  },
];

const mainHrefs = async (page: Page) => [
  ...new Set(await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
];

async function expectLinks(page: Page, links: VenturePage['links']) {
  for (const [name, href] of links) {
    const matches = page.locator('main').getByRole('link', { name, exact: true });
    const hrefs = await matches.evaluateAll((found) => found.map((a) => a.getAttribute('href')));
    expect(hrefs.length, `links named "${name}"`).toBeGreaterThan(0);
    expect(new Set(hrefs), `links named "${name}"`).toEqual(new Set([href]));
  }
}

/** The figures in cards under the hero: four numbers, each with a label. */
const figureValues = (page: Page) =>
  page.locator('main ul[aria-label$="in numbers"] li > p:first-child').allTextContents();

describe('venture pages', () => {
  it.each(PAGES)('$path shows its hero, figures, texts and links, with nothing for axe', async (venture) => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}${venture.path}`);
    expect(await page.title()).toBe(venture.title);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(venture.heading);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(
      new RegExp(`${venture.path.replace(/\//g, '\\/')}$`),
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const main = (await page.locator('main').textContent()) ?? '';
    for (const text of venture.texts) expect(main, `text "${text}"`).toContain(text);
    expect(await figureValues(page)).toHaveLength(4);
    expect(await mainHrefs(page)).toEqual(venture.hrefs);
    await expectLinks(page, venture.links);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('cites the MedAI figures, the 152-unit estate and the 400 m² site in the cards', async () => {
    const page = await site.newPage();
    const values: Record<string, string[]> = {};
    for (const { path: pagePath } of PAGES) {
      await page.goto(`${site.url}${pagePath}`);
      values[pagePath] = await figureValues(page);
    }
    expect(values).toEqual({
      '/projects/medai': ['5', '4', '2', '2'],
      '/epie-electricians': ['2', '2', '6', '4'],
      '/epie-solar-solutions': ['152', '2', '2', '24 h'],
      '/educational-initiative': ['400 m²', '4', '4', '1'],
    });
  });

  it('is complete before JavaScript runs (the solar page, sign-up form included)', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/epie-solar-solutions`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('EPIE Solar Solutions');
    expect(await figureValues(page)).toEqual(['152', '2', '2', '24 h']);
    await expect.poll(() => page.getByRole('heading', { name: 'A 152-unit estate' }).isVisible()).toBe(true);
    const signUp = page.getByRole('region', { name: 'Follow our solar journey' });
    expect(await signUp.getByLabel('Email address').getAttribute('type')).toBe('email');
    await expect.poll(() => signUp.getByRole('button', { name: 'Keep Me Updated' }).isVisible()).toBe(true);
    expect(await mainHrefs(page)).toEqual(PAGES[2]?.hrefs);
    await context.close();
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    const page = await site.newPage({ width: 375, height: 800 });
    for (const { path: pagePath, heading } of PAGES) {
      await open(page, `${site.url}${pagePath}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${heading} at 375 px`).toBeLessThanOrEqual(0);
    }
  });

  it('lists the four pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const { path: pagePath } of PAGES) expect(sitemap).toContain(`${pagePath}</loc>`);
  });

  it('goes from the electricians to the solar page and starts it at the top', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/epie-electricians`);
    const lower = page.locator('main').getByRole('link', { name: 'Explore Solar Solutions' }).last();
    await lower.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await lower.click();
    await page.waitForURL(`${site.url}/epie-solar-solutions`);
    // A client navigation changes the address first; the new page's heading comes when it renders.
    await page.getByRole('heading', { level: 1, name: 'EPIE Solar Solutions' }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('EPIE Solar Solutions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('leaves the page where the reader scrolled it on arrival (only a navigation starts at the top)', async () => {
    const page = await site.newPage();
    // The reader scrolls the moment the page becomes interactive, within the 100 ms after which a
    // navigation would go to the top.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        observer.disconnect();
        window.scrollTo({ top: 800 });
      }).observe(document, { attributes: true, subtree: true });
    });
    await open(page, `${site.url}/epie-electricians`);
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
  });
});

/** The newest `.eml` the site (or its worker) wrote to this address, once it exists. */
const confirmationMailTo = (address: string) => newestMailTo(path.join(site.dataDir, 'mail'), address);

/**
 * The subscriber row, on PostgreSQL only (PGlite is held by the site process; there the confirmation
 * e-mail is the proof that a pending subscriber was stored).
 */
async function subscriberRow(email: string) {
  const connection = new pg.Client({ connectionString: site.databaseUrl });
  await connection.connect();
  try {
    const { rows } = await connection.query<{
      status: string;
      source: string;
      metadata: { subscribed_from_url: string | null };
    }>('select status, source, metadata from newsletter_subscribers where email = $1', [email]);
    return rows[0];
  } finally {
    await connection.end();
  }
}

describe('solar sign-up', () => {
  const submit = (form: Locator) => form.getByRole('button', { name: 'Keep Me Updated' }).click();

  it('signs up without JavaScript: a bad address comes back with its message, a good one is thanked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/epie-solar-solutions`);
    const form = page.getByRole('region', { name: 'Follow our solar journey' });
    const email = form.getByLabel('Email address');
    await email.fill('no-at-sign');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await submit(form);
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    expect(await email.inputValue()).toBe('no-at-sign');
    // The answer opens at the form, not at the top of a long page.
    expect(new URL(page.url()).hash).toBe('#updates');

    await email.fill('plain.form@example.com');
    await submit(form);
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe("Thank you for signing up! We'll keep you updated on our solar journey.");
    expect(await email.inputValue()).toBe('');
    const mail = await confirmationMailTo('plain.form@example.com');
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    if (site.databaseUrl)
      expect(await subscriberRow('plain.form@example.com')).toMatchObject({
        status: 'pending',
        source: 'solar',
      });
    await context.close();
  });

  it('refuses a bad address, subscribes with source "solar", clears the field and thanks the reader', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/epie-solar-solutions`);
    const form = page.getByRole('region', { name: 'Follow our solar journey' });
    const email = form.getByLabel('Email address');

    await submit(form);
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    await email.fill('not-an-address');
    await submit(form);
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await email.fill('  Solar.Fan@Example.com ');
    await submit(form);
    const thanks = form.getByRole('status');
    await expect
      .poll(() => thanks.textContent())
      .toBe("Thank you for signing up! We'll keep you updated on our solar journey.");
    expect(await email.inputValue()).toBe('');
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // Double opt-in: the address waits, pending, for the link the site e-mails.
    const mail = await confirmationMailTo('solar.fan@example.com');
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    const token = decodeURIComponent(
      /\/newsletter\/confirm\?token=([^\s"<]+)/.exec(mail.text ?? '')?.[1] ?? '',
    );
    expect(token).not.toBe('');
    if (site.databaseUrl)
      expect(await subscriberRow('solar.fan@example.com')).toEqual({
        status: 'pending',
        source: 'solar',
        metadata: expect.objectContaining({ subscribed_from_url: `${site.url}/epie-solar-solutions` }),
      });

    await open(page, `${site.url}/newsletter/confirm?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    if (site.databaseUrl)
      expect(await subscriberRow('solar.fan@example.com')).toMatchObject({
        status: 'confirmed',
        source: 'solar',
      });

    // A confirmed address is refused with the server's message, and the field keeps what was typed.
    await open(page, `${site.url}/epie-solar-solutions`);
    await email.fill('solar.fan@example.com');
    await submit(form);
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('This email is already subscribed to our newsletter.');
    expect(await email.inputValue()).toBe('solar.fan@example.com');
    expect(await thanks.textContent()).toBe('');
  });

  it('thanks the reader in their language', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/epie-solar-solutions?lang=fr`);
    const form = page.getByRole('region', { name: 'Suivez notre aventure solaire' });
    await form.getByLabel('Adresse e-mail').fill('no-at-sign');
    await form.getByRole('button', { name: 'Tenez-moi informé' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Veuillez saisir une adresse e-mail valide');
    await form.getByLabel('Adresse e-mail').fill('lecteur.solaire@example.com');
    await form.getByRole('button', { name: 'Tenez-moi informé' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Merci pour votre inscription ! Nous vous tiendrons informé de notre aventure solaire.');
    expect(await form.getByLabel('Adresse e-mail').inputValue()).toBe('');
  });
});
