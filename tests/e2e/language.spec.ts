import { describe, expect, it } from 'vitest';
import { open, startE2eSite } from '../fixtures/e2e-site.ts';

const site = startE2eSite();

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
    expect(await serverRendered.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Acceso de administrador',
    );
    expect(await serverRendered.evaluate(() => document.documentElement.lang)).toBe('es');
    await noScript.close();

    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Acceso de administrador');
  });
});
