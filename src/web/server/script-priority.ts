/**
 * Marks a page's scripts as fetched after what the first screen shows. Pages are complete before their
 * script runs (server-rendered, forms that post without it), so the text and the hero image should not
 * share a phone's bandwidth with about 130 KB of scripts: these still download at once and in parallel,
 * only behind the page's own resources.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(
      /<script src="([^"]+)" type="module" async>/,
      '<script src="$1" type="module" async fetchpriority="low">',
    );
}
