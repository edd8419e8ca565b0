/**
 * What a page costs the browser on its first visit: its HTML, the stylesheets it links, and the
 * JavaScript it runs. JavaScript counts every file the HTML names (`<script type="module" src>`,
 * `<link rel="modulepreload">`) and, transitively, every module those import statically, since the
 * browser downloads those before the page's script runs; dynamic `import()` loads later, when needed,
 * and is not counted. Sizes are gzip (level 6, as the site's compression serves them).
 */
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface PageWeight {
  htmlGzipKb: number;
  cssGzipKb: number;
  cssFiles: number;
  jsGzipKb: number;
  jsRawKb: number;
  jsFiles: number;
  /** The largest JavaScript file, by gzip size. */
  largestJs: { path: string; gzipKb: number };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * Addresses of the stylesheets and of the module scripts the HTML names itself. A disabled stylesheet
 * is not downloaded (the page carries its rules inline, counted with the HTML).
 */
function assetsNamedBy(html: string): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const disabled = /\sdisabled[\s>]/.test(tag);
    if (tag.startsWith('<link') && rel === 'stylesheet' && !disabled) css.push(attribute(tag, 'href') ?? '');
    if (tag.startsWith('<link') && rel === 'modulepreload') js.push(attribute(tag, 'href') ?? '');
    if (tag.startsWith('<script') && attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
      js.push(attribute(tag, 'src') ?? '');
  }
  return { css: css.filter(Boolean), js: js.filter(Boolean) };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Every module `entries` pull in through static imports, entries included, keyed by absolute URL. */
async function moduleGraph(entries: string[]): Promise<Map<string, Buffer>> {
  await init();
  const modules = new Map<string, Buffer>();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (modules.has(url)) continue;
    const body = await download(url);
    modules.set(url, body);
    const [imports] = parse(body.toString('utf8'));
    for (const imported of imports) {
      if (imported.type !== 'static' && imported.type !== 'reexport-star') continue;
      pending.push(new URL(imported.specifier, url).href);
    }
  }
  return modules;
}

/** The weight of `pagePath` as a reader with `headers` (language, cookie) gets it. */
export async function pageWeight(
  siteUrl: string,
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const page = await fetch(`${siteUrl}${pagePath}`, { headers });
  if (!page.ok || page.redirected) throw new Error(`${pagePath} answered ${page.status} at ${page.url}`);
  const html = await page.text();
  const named = assetsNamedBy(html);
  const absolute = (address: string) => new URL(address, page.url).href;

  const stylesheets = await Promise.all([...new Set(named.css.map(absolute))].map(download));
  const scripts = await moduleGraph([...new Set(named.js.map(absolute))]);
  let jsGzip = 0;
  let jsRaw = 0;
  let largestJs = { path: '', gzipKb: 0 };
  for (const [url, body] of scripts) {
    const gzip = gzipSync(body).length;
    jsGzip += gzip;
    jsRaw += body.length;
    if (kb(gzip) > largestJs.gzipKb) largestJs = { path: new URL(url).pathname, gzipKb: kb(gzip) };
  }
  return {
    htmlGzipKb: kb(gzipSync(html).length),
    cssGzipKb: kb(stylesheets.reduce((sum, body) => sum + gzipSync(body).length, 0)),
    cssFiles: stylesheets.length,
    jsGzipKb: kb(jsGzip),
    jsRawKb: kb(jsRaw),
    jsFiles: scripts.size,
    largestJs,
  };
}
