import { type RequestHandler, Router } from 'express';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { feedPosts } from '#application/blog/feed-posts.ts';
import { sitemapPosts } from '#application/blog/sitemap-posts.ts';
import { LANGUAGES } from '../../i18n/languages.ts';

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

/** Every page in every language: the same address with `?lang=`, as the pages' hreflang links say. */
function languageAlternates(url: string) {
  return LANGUAGES.map(({ code }) => ({
    lang: code,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${code}`,
  }));
}

/** `/rss.xml` (also `/blog/rss.xml`), `/sitemap.xml` and `/robots.txt`. */
export function feedsRoutes(options: FeedsOptions): Router {
  const routes = Router();
  const { baseUrl } = options;

  const rss: RequestHandler = async (req, res, next) => {
    try {
      const posts = await feedPosts(req.services.blog);
      const feed = new Feed({
        title: `${options.siteName} Blog`,
        description: options.description,
        id: `${baseUrl}/blog`,
        link: `${baseUrl}/blog`,
        language: 'en',
        updated: posts[0] ? new Date(posts[0].updatedAt) : new Date(0),
        generator: false,
        feedLinks: { rss: `${baseUrl}/rss.xml` },
        copyright: `© ${options.siteName}`,
      });
      for (const post of posts)
        feed.addItem({
          title: post.title,
          id: `${baseUrl}/blog/${post.slug}`,
          link: `${baseUrl}/blog/${post.slug}`,
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
