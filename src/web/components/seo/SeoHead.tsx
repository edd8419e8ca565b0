import { usePageContext } from 'vike-react/usePageContext';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '#domain/blog/social-preview.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { siteName } from '../../i18n/page-title.ts';

const OG_LOCALES = { en: 'en_GB', fr: 'fr_FR', it: 'it_IT', es: 'es_ES', de: 'de_DE', pt: 'pt_PT' } as const;

interface SeoHeadProps {
  /** The page's path without query, e.g. `/blog/hello-world`. */
  path: string;
  /** Site-relative or absolute; the social card image (1200x630). */
  image?: string | undefined;
  type?: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** schema.org objects, each emitted as one JSON-LD script. */
  jsonLd?: object[];
}

/** The page in one language: the plain address in English (the default), else with `?lang=`. */
export const inLanguage = (url: string, language: Language) =>
  language === DEFAULT_LANGUAGE ? url : `${url}?lang=${language}`;

/** JSON inside a script tag must not be able to close it. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What vike-react's title/description/image settings leave out: canonical and hreflang links (every
 * language is the same address with `?lang=`, English the plain one; each language version is its own
 * canonical, whichever way its language was chosen), the rest of Open Graph, and structured data.
 */
export function SeoHead({ path, image, type = 'website', article, jsonLd = [] }: SeoHeadProps) {
  const pageContext = usePageContext();
  const { siteUrl, lang } = pageContext;
  const canonical = inLanguage(`${siteUrl}${path}`, lang);
  const imageUrl = image ? new URL(image, siteUrl).href : undefined;
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
      {imageUrl && (
        <>
          <meta property="og:image:width" content={String(PREVIEW_WIDTH)} />
          <meta property="og:image:height" content={String(PREVIEW_HEIGHT)} />
          <meta name="twitter:image" content={imageUrl} />
        </>
      )}
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
