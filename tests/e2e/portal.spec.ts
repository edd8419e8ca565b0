import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { consoleErrors, MEMBER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The site seeds the demo client (SEED_DEMO_CONTENT is on outside production).
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });

/** The demo client, who signs in with the password set after a first sign-in by magic link. */
const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
});

const heading = (page: import('playwright-core').Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe('the client portal', () => {
  it('sends a visitor to the client sign-in, asking to come back to the portal', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/portal`);
    await page.waitForURL(/\/client_login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/portal');
  });

  it('shows the demo client every tab with its data, and says "Login successful!" once', async () => {
    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?signed_in=1`);
    await page.getByRole('status').filter({ hasText: 'Login successful!' }).waitFor();
    await page.waitForURL(`${site.url}/portal`);
    await expect.poll(() => page.getByText('Welcome back, Demo Client').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('portal-balance').textContent()).toBe('£500.00');
    const tabs = page.getByRole('navigation', { name: 'Client portal sections' });
    // Messages may carry the unread count (a badge, and its words for screen readers).
    const tabNames = await tabs.getByRole('link').allTextContents();
    expect(tabNames.map((name) => name.replace(/\d.*$/, ''))).toEqual([
      'Dashboard',
      'Proposals',
      'Messages',
      'Transactions',
      'Settings',
    ]);
    expect(await tabs.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('dl').first().textContent()).toContain('1 of 1');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Bakery Website Relaunch' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('In progress', { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await tabs.getByRole('link', { name: 'Proposals' }).click();
    await page.waitForURL(`${site.url}/portal?tab=proposals`);
    await page.getByRole('heading', { name: 'Bakery website and pre-orders' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Bakery website and pre-orders' });
    await expect.poll(() => card.textContent()).toContain('£4,800.00');
    await expect.poll(() => card.textContent()).toContain('50%');
    await expect.poll(() => card.textContent()).toContain('£2,400.00');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Review Proposal' }).click();
    await heading(page, 'Bakery website and pre-orders');
    await expect.poll(() => page.getByText('Due on approval').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Due on completion').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}/portal?tab=messages`);
    await page.getByRole('link', { name: 'Bakery Website Relaunch - Initial Inquiry' }).click();
    await heading(page, 'Bakery Website Relaunch - Initial Inquiry');
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain('You');
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}/portal?tab=transactions`);
    const rows = page.getByTestId('transaction');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).textContent()).toContain('Discovery workshop (2 days)');
    await expect.poll(() => rows.nth(0).textContent()).toContain('-£300.00');
    await expect.poll(() => rows.nth(0).textContent()).toContain('£200.00');
    await expect.poll(() => rows.nth(1).textContent()).toContain('Deposit received');
    await expect.poll(() => rows.nth(1).textContent()).toContain('+£500.00');
    expect(await axeViolations(page)).toEqual([]);

    await open(page, `${site.url}/portal?tab=settings`);
    for (const text of ['Demo Client', 'client@example.com', '020 7946 0123', 'Demo Bakery Ltd'])
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders the tab named in the address without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: { email: DEMO.email, password: DEMO.password },
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(`${site.url}/portal`);
    await page.getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL(`${site.url}/portal?tab=transactions`);
    await expect.poll(() => page.getByText('Deposit received').isVisible()).toBe(true);
    await context.close();
  });

  it("keeps the language the client chooses for the portal's e-mails, with and without JavaScript", async () => {
    const page = await site.newPage({ as: DEMO });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal?tab=settings`);
    const choice = page.getByLabel('Language of your e-mails');
    expect(await choice.inputValue()).toBe('en');
    await choice.selectOption('de');
    await page.getByRole('button', { name: 'Save language' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The language of your e-mails has been saved.' })
      .waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'E-mails' }).waitFor();
    expect(await page.getByLabel('Language of your e-mails').inputValue()).toBe('de');
    expect(errors).toEqual([]);

    // Before (or without) the script, the plain form saves it and shows the tab again.
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
      data: { email: DEMO.email, password: DEMO.password },
      headers: { Origin: site.url },
    });
    expect(signIn.ok()).toBe(true);
    const plain = await context.newPage();
    await plain.goto(`${site.url}/portal?tab=settings`);
    await plain.getByLabel('Language of your e-mails').selectOption('fr');
    await plain.getByRole('button', { name: 'Save language' }).click();
    await plain.waitForURL(/\/portal\?tab=settings&language_saved=1$/);
    await expect
      .poll(() => plain.getByText('The language of your e-mails has been saved.').isVisible())
      .toBe(true);
    expect(await plain.getByLabel('Language of your e-mails').inputValue()).toBe('fr');
    await context.close();

    // /account shows the same choice: it is the client's account's language too.
    await open(page, `${site.url}/account`);
    expect(await page.getByLabel('Language of your e-mails').inputValue()).toBe('fr');
  });

  it('tells a signed-in user without a client record to start onboarding', async () => {
    const page = await site.newPage({ as: MEMBER });
    await open(page, `${site.url}/portal`);
    await heading(page, 'Client Account Not Found');
    await expect
      .poll(() => page.getByText('Please complete the onboarding process first.').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Start Onboarding' }).getAttribute('href')).toBe(
      '/client_onboarding',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A fresh browser signed in as the demo client by a request (the sign-in form is not under test here). */
async function demoClientBrowser(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await site.browser.newContext(options);
  const signIn = await context.request.post(`${site.url}/auth/sign-in`, {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { Origin: site.url },
  });
  expect(signIn.ok()).toBe(true);
  return context;
}

describe('the client portal on a phone, in German', () => {
  it('shows the demo client the tabs and their data without sideways scrolling', async () => {
    const context = await demoClientBrowser({ locale: 'de-DE', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/portal`);
    await heading(page, 'Kundenportal');
    await expect.poll(() => page.getByText('Willkommen zurück, Demo Client').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('portal-balance').textContent()).toBe('£500.00');
    const tabs = page.getByRole('navigation', { name: 'Bereiche des Kundenportals' });
    await tabs.getByRole('link', { name: 'Angebote' }).click();
    await page.waitForURL(`${site.url}/portal?tab=proposals`);
    await page.getByRole('link', { name: 'Angebot prüfen' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await tabs.getByRole('link', { name: 'Kontobewegungen' }).click();
    await page.waitForURL(`${site.url}/portal?tab=transactions`);
    // Descriptions are the owner's words, shown as written.
    await page.getByText('Deposit received').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the client portal on a phone, in French, for a first visit', () => {
  it('keeps the tabs on one row that scrolls sideways, evenly underlined, and says what each status means to the client', async () => {
    const context = await demoClientBrowser({ locale: 'fr-FR', viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    // A private area: the welcome offer stays away, and nothing waits for scripts before reading.
    await page.goto(`${site.url}/portal`);
    const tabs = page.getByRole('navigation', { name: "Sections de l'espace client" });
    /** Each tab's box, and the row's: the tabs share one row, and the current one's underline is its bottom. */
    const boxes = () =>
      tabs.evaluate((nav) => {
        const row = nav.getBoundingClientRect();
        const links = [...nav.querySelectorAll('a')].map((link) => {
          const box = link.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            bottom: Math.round(box.bottom),
            left: box.left,
            right: box.right,
            current: link.getAttribute('aria-current') === 'page',
            underline: getComputedStyle(link).borderBottomWidth,
          };
        });
        return { row: { left: row.left, right: row.right, bottom: Math.round(row.bottom) }, links };
      });
    const onOneRow = async () => {
      const { row, links } = await boxes();
      expect(new Set(links.map((link) => link.top)).size).toBe(1);
      expect(new Set(links.map((link) => link.bottom)).size).toBe(1);
      const current = links.find((link) => link.current);
      // The current tab's underline lies on the row's bottom line, whole, as thick as every tab's.
      expect(current?.bottom).toBe(row.bottom);
      expect(new Set(links.map((link) => link.underline))).toEqual(new Set(['2px']));
      // The row scrolls inside itself; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      // The current tab is in view within the row (brought there once the page's script runs).
      await expect
        .poll(async () => {
          const now = await boxes();
          const tab = now.links.find((link) => link.current);
          return (tab?.left ?? -1) >= now.row.left - 0.5 && (tab?.right ?? Infinity) <= now.row.right + 0.5;
        })
        .toBe(true);
    };

    await page.getByRole('heading', { name: 'Bakery Website Relaunch' }).waitFor();
    await onOneRow();
    // The project's state in the client's words, not the office's.
    await expect.poll(() => page.getByText('En cours', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Actif', { exact: true }).count()).toBe(0);

    await tabs.getByRole('link', { name: 'Propositions' }).click();
    await page.waitForURL(`${site.url}/portal?tab=proposals`);
    await page.getByRole('link', { name: 'Examiner la proposition' }).waitFor();
    await onOneRow();
    // Sent, or opened by the client in an earlier test: either way, what the client has to do.
    await expect
      .poll(() => page.getByText(/^(À examiner|En attente de votre décision)$/).isVisible())
      .toBe(true);
    expect(await page.getByText(/^(Envoyée|En cours d'examen)$/).count()).toBe(0);

    // The last tab is off to the side: tapped, its page opens with it in view.
    await tabs.getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL(`${site.url}/portal?tab=settings`);
    await page.getByText('Demo Bakery Ltd').waitFor();
    await onOneRow();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the client portal on a phone, in Spanish, for a client in Madrid', () => {
  const phone = { locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 375, height: 740 } };
  /** "9:50" for an instant, on a zone's clock, as Spanish writes it: worked out here, not by the site. */
  const clockIn = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('es-ES', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));

  it('shows the times in the zone the client chooses in Settings, with or without the page’s script', async () => {
    // Issue 43, item 8: every client read London's times. Without scripts the plain form saves the zone.
    const plain = await demoClientBrowser({ ...phone, javaScriptEnabled: false });
    const form = await plain.newPage();
    await form.goto(`${site.url}/portal?tab=settings`);
    await form.getByRole('combobox', { name: 'Zona horaria' }).selectOption('Europe/Madrid');
    await form.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await form.waitForURL(/\/portal\?tab=settings&time_zone_saved=1$/);
    await expect.poll(() => form.getByText('Zona horaria guardada correctamente.').isVisible()).toBe(true);
    expect(await form.getByRole('combobox', { name: 'Zona horaria' }).inputValue()).toBe('Europe/Madrid');
    await plain.close();

    // A fresh phone with scripts: each message's time is Madrid's, the zone named.
    const context = await demoClientBrowser(phone);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/portal?tab=messages`);
    await page.getByRole('link', { name: 'Bakery Website Relaunch – Solicitud inicial' }).click();
    await heading(page, 'Bakery Website Relaunch – Solicitud inicial');
    const first = page.getByRole('article').first().locator('time');
    const sentAt = (await first.getAttribute('datetime')) ?? '';
    await expect
      .poll(() => first.textContent())
      .toContain(`${clockIn(sentAt, 'Europe/Madrid')} (Europe/Madrid)`);

    // Chosen again at once, script or not yet: the proposal's times follow.
    await page.goto(`${site.url}/portal?tab=settings`);
    await page.getByRole('combobox', { name: 'Zona horaria' }).selectOption('America/New_York');
    await page.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await expect.poll(() => page.getByText('Zona horaria guardada correctamente.').isVisible()).toBe(true);
    await page.goto(`${site.url}/portal?tab=proposals`);
    await expect.poll(() => page.getByText('(America/New_York)').first().isVisible()).toBe(true);
    expect(await page.getByText('(Europe/Madrid)').count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
