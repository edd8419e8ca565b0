import { type RequestHandler, Router } from 'express';
import { feedPosts } from '#application/blog/feed-posts.ts';
import { sitemapPosts } from '#application/blog/sitemap-posts.ts';
import { catalogs } from '../../i18n/catalogs.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../i18n/languages.ts';

export interface FeedsOptions {
  baseUrl: string;
  siteName: string;
  description: string;
}

/** Public pages that exist, for the sitemap; posts are added from the database. */
export const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/contact',
  '/projects/medai',
  '/epie-electricians',
  '/epie-solar-solutions',
  '/educational-initiative',
  '/cv',
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/cookie-policy',
  '/legal/data-protection',
  '/tmtlaunch',
] as const;

const FIVE_MINUTES = 300;

/**
 * A page's address in one language: the plain address in English (the default), else with
 * `?lang=`, as the pages' canonical and hreflang links say.
 */
export function inLanguage(url: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Every page in every language, and the plain address for everyone else (x-default). */
function languageAlternates(url: string) {
  return [
    ...LANGUAGES.map(({ code }) => ({ lang: code, url: inLanguage(url, code) })),
    { lang: 'x-default', url },
  ];
}

/**
 * `/rss.xml` (also `/blog/rss.xml`; `?lang=de` for the posts in German where translated), `/sitemap.xml`
 * and `/robots.txt`. The feed and sitemap packages load with the first request for them (together about
 * 15 MB of memory a process need not hold for its pages).
 */
export function feedsRoutes(options: FeedsOptions): Router {
  const routes = Router();
  const { baseUrl } = options;

  const rss: RequestHandler = async (req, res, next) => {
    try {
      const asked = req.query.lang;
      const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
      const posts = await feedPosts(req.services.blog, language);
      const { Feed } = await import('feed');
      const feed = new Feed({
        title: `${options.siteName} Blog`,
        description: language === DEFAULT_LANGUAGE ? options.description : catalogs[language].blog.subtitle,
        id: inLanguage(`${baseUrl}/blog`, language),
        link: inLanguage(`${baseUrl}/blog`, language),
        language,
        updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
        generator: false,
        feedLinks: { rss: inLanguage(`${baseUrl}/rss.xml`, language) },
        copyright: `© ${options.siteName}`,
      });
      for (const post of posts)
        feed.addItem({
          title: post.title,
          id: inLanguage(`${baseUrl}/blog/${post.slug}`, language),
          link: inLanguage(`${baseUrl}/blog/${post.slug}`, language),
          description: post.description,
          content: post.html,
          date: new Date(post.publishedAt),
          author: post.authorName ? [{ name: post.authorName }] : undefined,
          category: post.tags.map((tag) => ({ name: tag })),
          image: post.imageUrl ? new URL(post.imageUrl, baseUrl).href : undefined,
        });
      res.type('application/rss+xml; charset=utf-8').set('Cache-Control', `public, max-age=${FIVE_MINUTES}`);
      res.send(feed.rss2());
    } catch (error) {
      next(error);
    }
  };
  routes.get('/rss.xml', rss);
  routes.get('/blog/rss.xml', rss);

  routes.get('/sitemap.xml', async (req, res, next) => {
    try {
      const posts = await sitemapPosts(req.services.blog);
      const { SitemapStream, streamToPromise } = await import('sitemap');
      const stream = new SitemapStream({
        hostname: baseUrl,
        xmlns: { news: false, video: false, image: false, xhtml: true },
      });
      for (const page of PUBLIC_PAGES)
        stream.write({ url: page, links: languageAlternates(`${baseUrl}${page}`) });
      for (const post of posts) {
        const url = `/blog/${post.slug}`;
        stream.write({ url, lastmod: post.updatedAt, links: languageAlternates(`${baseUrl}${url}`) });
      }
      stream.end();
      const xml = await streamToPromise(stream);
      res.type('application/xml; charset=utf-8').set('Cache-Control', `public, max-age=${FIVE_MINUTES}`);
      res.send(xml.toString());
    } catch (error) {
      next(error);
    }
  });

  routes.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /account',
          'Disallow: /login',
          'Disallow: /newsletter/',
          'Disallow: /trpc/',
          'Disallow: /auth/',
          '',
          `Sitemap: ${baseUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  return routes;
}
