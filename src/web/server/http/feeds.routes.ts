import { type RequestHandler, Router } from 'express';
import { feedPosts } from '#application/blog/feed-posts.ts';
import { sitemapPosts } from '#application/blog/sitemap-posts.ts';
import { listServices } from '#application/booking/list-services.ts';
import { catalogs } from '../../i18n/catalogs.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
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
