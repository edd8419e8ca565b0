import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The `<link>` vike writes for each stylesheet of a page (built assets only). */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[\w.-]+\.css)">/g;

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
      // Such text would end the <style> element early: that file keeps its link.
      stylesheets.set(href, css.includes('</style') ? null : css);
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
