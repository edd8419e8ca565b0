import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { siteName } from '../../i18n/page-title.ts';

const OG_LOCALES = { en: 'en_GB', fr: 'fr_FR', it: 'it_IT', es: 'es_ES', de: 'de_DE', pt: 'pt_PT' } as const;

interface SeoHeadProps {
  /** The page's path without query, e.g. `/blog/hello-world`. */
  path: string;
  /** Site-relative or absolute; the social card image (1200x630). The site's own card by default. */
  image?: string | undefined;
  type?: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** schema.org objects, each emitted as one JSON-LD script. */
  jsonLd?: object[];
}

/** The page in one language: the plain address in English (the default), else with `?lang=`. */
export const inLanguage = (url: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? url : `${url}?lang=${language}`;

/** This language version's own address: what its canonical link, og:url and structured data say. */
export const canonicalUrl = ({ siteUrl, lang }: Pick<PageContext, 'siteUrl' | 'lang'>, path: string) =>
  inLanguage(`${siteUrl}${path}`, lang);

/** JSON inside a script tag must not be able to close it. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head a search engine or a social site reads: canonical and hreflang links (every language is
 * the same address with `?lang=`, English the plain one; each language version is its own canonical,
 * whichever way its language was chosen), Open Graph and Twitter's card with an absolute image (the
 * page's, else the site's), and structured data. vike-react's title and description settings add
 * og:title and og:description.
 */
export function SeoHead({
  path,
  image = TRUTH_PREVIEW_IMAGE,
  type = 'website',
  article,
  jsonLd = [],
}: SeoHeadProps) {
  const pageContext = usePageContext();
  const { siteUrl, lang } = pageContext;
  const canonical = canonicalUrl(pageContext, path);
  const imageUrl = new URL(image, siteUrl).href;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map(({ code }) => (
        <link key={code} rel="alternate" hrefLang={code} href={inLanguage(`${siteUrl}${path}`, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${path}`} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title="RSS"
        href={inLanguage(`${siteUrl}/rss.xml`, lang)}
      />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={siteName(pageContext)} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(PREVIEW_WIDTH)} />
      <meta property="og:image:height" content={String(PREVIEW_HEIGHT)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      {article && (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          {article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {jsonLd.map((data) => {
        const json = safeJson(data);
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw; safeJson escapes "<".
        return <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
      })}
    </>
  );
}
