import { type RequestHandler, Router } from 'express';
import { feedPosts } from '#application/blog/feed-posts.ts';
import type { FeedPostDto } from '#application/blog/schemas.ts';
import { sitemapPosts } from '#application/blog/sitemap-posts.ts';
import { listServices } from '#application/booking/list-services.ts';
import { catalogs } from '../../i18n/catalogs.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { rssDocument } from './rss-document.ts';
import { inLanguage, sitemapDocument } from './sitemap-document.ts';

export interface FeedsOptions {
  baseUrl: string;
  siteName: string;
  description: string;
}

/** Public pages that exist, for the sitemap; posts and bookable services are added from the database. */
export const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/booking',
  '/client_onboarding',
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

/** When the feed last changed: the latest publication or edit among its posts (none: no date). */
function newestChange(posts: FeedPostDto[]): Date | undefined {
  const times = posts.flatMap((post) => [Date.parse(post.publishedAt), Date.parse(post.updatedAt)]);
  return times.length === 0 ? undefined : new Date(Math.max(...times));
}

/**
 * `/rss.xml` (also `/blog/rss.xml`; `?lang=de` for the posts in German where translated), `/sitemap.xml`
 * and `/robots.txt`. The XML packages load with the first request for them (memory a process need not
 * hold for its pages).
 */
export function feedsRoutes(options: FeedsOptions): Router {
  const routes = Router();
  const { baseUrl } = options;

  const rss: RequestHandler = async (req, res, next) => {
    try {
      const asked = req.query.lang;
      const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
      const posts = await feedPosts(req.services.blog, language, baseUrl);
      const updated = newestChange(posts);
      const xml = await rssDocument(
        {
          title: `${options.siteName} Blog`,
          description: language === DEFAULT_LANGUAGE ? options.description : catalogs[language].blog.subtitle,
          link: inLanguage(`${baseUrl}/blog`, language),
          self: inLanguage(`${baseUrl}/rss.xml`, language),
          language,
          copyright: `© ${options.siteName}`,
          updated: updated ?? new Date(0),
        },
        posts.map((post) => ({
          ...post,
          link: inLanguage(`${baseUrl}/blog/${post.slug}`, language),
          published: new Date(post.publishedAt),
          imageUrl: post.imageUrl ? new URL(post.imageUrl, baseUrl).href : undefined,
        })),
      );
      res.type('application/rss+xml; charset=utf-8').set('Cache-Control', `public, max-age=${FIVE_MINUTES}`);
      // Express answers 304 itself when the reader's If-Modified-Since is not older than this.
      if (updated) res.set('Last-Modified', updated.toUTCString());
      res.send(xml);
    } catch (error) {
      next(error);
    }
  };
  routes.get('/rss.xml', rss);
  routes.get('/blog/rss.xml', rss);

  routes.get('/sitemap.xml', async (req, res, next) => {
    try {
      const [posts, services] = await Promise.all([
        sitemapPosts(req.services.blog),
        listServices(req.services.booking, DEFAULT_LANGUAGE),
      ]);
      const xml = await sitemapDocument(baseUrl, [
        ...PUBLIC_PAGES.map((path) => ({ path })),
        ...services.map((service) => ({ path: `/booking/${service.slug}` })),
        ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
      ]);
      res.type('application/xml; charset=utf-8').set('Cache-Control', `public, max-age=${FIVE_MINUTES}`);
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });

  routes.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(
      [
        // Disallow lines only: what no line matches is allowed, and readers that take the first
        // matching line (not the longest) read it the same way as those that take the longest.
        'User-agent: *',
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
