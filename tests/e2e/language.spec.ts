import { describe, expect, it } from 'vitest';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

describe('languages', () => {
  it('renders the language of Accept-Language on the server, falling back to English', async () => {
    const french = await fetch(`${site.url}/login`, {
      headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    const html = await french.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Connexion admin');
    const unknown = await fetch(`${site.url}/login`, { headers: { 'Accept-Language': 'ja-JP' } });
    expect(await unknown.text()).toContain('<html lang="en">');
  });

  it('switches at once, and the choice is kept across reloads and rendered on the server', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/login`);
    await page.locator('#language-desktop').selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Acceso de administrador' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');

    // The server renders Spanish from the cookie: visible with JavaScript off.
    const cookies = await page.context().cookies();
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const serverRendered = await noScript.newPage();
    await serverRendered.goto(`${site.url}/login`);
    await expect
      .poll(() => serverRendered.getByRole('heading', { level: 1 }).textContent())
      .toBe('Acceso de administrador');
    expect(await serverRendered.evaluate(() => document.documentElement.lang)).toBe('es');
    await noScript.close();

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Acceso de administrador');
  });

  it('keeps the reader in place when switching on a long page, and ships only their language', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await open(page, `${site.url}/`);
    const ventures = page.locator('#ventures');
    await ventures.scrollIntoViewIfNeeded();
    const venturesTop = () => ventures.evaluate((section) => section.getBoundingClientRect().top);
    const before = await venturesTop();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The German and French home texts are nowhere in what an English reader's browser loaded.
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((code) => /Willkommen auf meinem Weg|Bienvenue dans mon parcours/.test(code)),
    ).toEqual([]);

    await page.locator('#language-desktop').selectOption('de');
    await page.getByRole('heading', { level: 1, name: /^Willkommen auf meinem Weg/ }).waitFor();
    // Still at the ventures (the browser's scroll anchoring absorbs the longer German texts above).
    expect(Math.abs((await venturesTop()) - before)).toBeLessThan(50);
    expect(new URL(page.url()).pathname).toBe('/');
    // The footer (shared texts) follows too.
    await expect
      .poll(() => page.getByRole('link', { name: 'Datenschutzerklärung' }).count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('switches a page opened at a #section too, keeping its address', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/cv#experience`);
    await page.locator('#language-desktop').selectOption('fr');
    await page.getByRole('heading', { level: 2, name: 'Profil professionnel' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#experience');
    expect(errors).toEqual([]);
  });
});
