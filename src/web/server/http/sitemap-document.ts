import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n/languages.ts';

/** A page the sitemap lists, by its path (`/blog/a-post`), with its last change when known. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * A page's address in one language: the plain address in English (the default), else with
 * `?lang=`, as the pages' canonical and hreflang links say.
 */
export function inLanguage(url: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Every language version of a page, and the plain address for everyone else (x-default). */
function languageAlternates(url: string) {
  return [
    ...LANGUAGES.map(({ code }) => ({ lang: code, url: inLanguage(url, code) })),
    { lang: 'x-default', url },
  ];
}

/**
 * `/sitemap.xml`: each language version of each page is a `<url>` of its own, carrying the whole set of
 * alternates (Google reads the set from every member, and lists only what is a `<url>`). The `sitemap`
 * package loads with the first request for it.
 */
export async function sitemapDocument(baseUrl: string, pages: SitemapPage[]): Promise<string> {
  const { SitemapStream, streamToPromise } = await import('sitemap');
  const stream = new SitemapStream({
    hostname: baseUrl,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  for (const { path, lastmod } of pages) {
    const links = languageAlternates(`${baseUrl}${path}`);
    for (const { code } of LANGUAGES)
      stream.write({ url: inLanguage(`${baseUrl}${path}`, code), lastmod, links });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
