import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build puts stylesheets, and the `<link>` vike writes for each of a page's (built assets only). */
const STYLESHEETS_DIR = 'assets/static';
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[\w.-]+\.css)">/g;

/** Such text would end the <style> element early: a stylesheet holding it keeps its link. */
const inlinable = (css: string) => !css.includes('</style');

/**
 * Puts a built page's stylesheets into its HTML as `<style>` elements, so the first paint waits for the
 * HTML alone and not for another round trip per stylesheet (about 17 KB of gzip CSS: a phone on a slow
 * network paints 0.3 s sooner). A later client-side navigation loads the file itself once.
 */
export function createStylesheetInliner(clientDir: string): (html: string) => string {
  const stylesheets = new Map<string, string | null>();
  const contentOf = (href: string) => {
    if (!stylesheets.has(href)) {
      const css = readFileSync(path.join(clientDir, href), 'utf8');
      stylesheets.set(href, inlinable(css) ? css : null);
    }
    return stylesheets.get(href);
  };
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = contentOf(href);
      return css == null
        ? link
        : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of every built stylesheet the inliner may put into
 * a page. The build fixes them, so one list serves every page, cached or rendered.
 */
export function inlinedStylesheetHashes(clientDir: string): string[] {
  const folder = path.join(clientDir, STYLESHEETS_DIR);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter(inlinable)
    .map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
}
