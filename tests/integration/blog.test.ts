import { get as httpGet } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { parseRssFeed } from 'feedsmith';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import pg from 'pg';
import robotsTxt from 'robots-parser';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '#domain/shared/language.ts';
import { insertPosts, testPost } from '../fixtures/blog-posts.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts } from '../fixtures/harness/staff-accounts.ts';
import { sitemapEntries, sitemapSchemaErrors } from '../fixtures/sitemap-check.ts';

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
const MEMBER = {
  email: 'member@example.com',
  password: 'member-password-1',
  firstName: 'Mia',
  lastName: 'M',
  phone: '0123',
};

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

const nextIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};
// The package's types describe `exports.default`; an ES module importing it is given `module.exports`.
const robotsParser = robotsTxt as unknown as typeof robotsTxt.default;
const client = (ip = nextIp()) => new HttpClient(site.url, { 'X-Forwarded-For': ip });

async function signedIn(credentials: { email: string; password: string }) {
  const http = client();
  expect((await http.post('/auth/sign-in', credentials)).status).toBe(200);
  return http;
}

/**
 * A signed-out reader holding the anonymous session cookie: their first view was refused and answered
 * with it (the browser then asks again), as a page sets no cookie.
 */
async function reader() {
  const http = client();
  expect((await http.page('/blog')).headers.get('set-cookie')).toBeNull();
  const first = await http.trpc('engagement.recordView', 'mutation', { postId: crypto.randomUUID() });
  expect(first.error.data.appCode).toBe('ENGAGEMENT.SESSION_REQUIRED');
  expect(http.cookie).toMatch(/blog_session_id=/);
  return http;
}

/** Direct SQL, to check what the API cannot show; only with PostgreSQL (PGlite is held by the site). */
async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[] | undefined> {
  const url = environment.env.DATABASE_URL;
  if (!url) return undefined;
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    return (await connection.query(query, params)).rows as Row[];
  } finally {
    await connection.end();
  }
}

const fillers = Array.from({ length: 10 }, (_, index) =>
  testPost(`filler-${String(index + 1).padStart(2, '0')}`, {
    day: 5 + index,
    title: `Filler Post ${String(index + 1).padStart(2, '0')}`,
    tags: ['filler'],
  }),
);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
  });
  await insertPosts(environment, [
    testPost('alpha-truth', { day: 1, title: 'The Truth About Alpha', tags: ['truth', 'philosophy'] }),
    testPost('beta-robots', {
      day: 2,
      title: 'Beta Robots Weekly',
      excerpt: 'Automation news',
      tags: ['weekly-update', 'automation'],
    }),
    testPost('gamma-peace', {
      day: 3,
      title: 'Gamma',
      excerpt: 'On peace and TRUTH-seeking',
      tags: ['peace'],
      translations: {
        de: { title: 'Gamma über den Frieden', excerpt: 'Vom Frieden', content: 'Ein **deutscher** Text.' },
      },
    }),
    testPost('delta-draft', {
      day: 4,
      title: 'Delta Draft About Truth',
      published: false,
      tags: ['truth', 'secret'],
    }),
    ...fillers,
  ]);
  if (environment.env.REDIS_URL) worker = startProcess('src/worker-main.ts', environment.env);
  await worker?.waitForLog((line) => line.msg === 'worker ready');
  // Accounts made before the first start leave the owner unseeded: the owner is made with them.
  await createStaffAccounts(environment.env, [[OWNER, 'admin']], [MEMBER]);
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

const list = async (http: HttpClient, input: Record<string, unknown> = {}) => {
  const { status, data } = await http.trpc('blog.list', 'query', input);
  expect(status).toBe(200);
  return data as {
    posts: { slug: string; title: string; published: boolean }[];
    total: number;
    page: number;
    pageCount: number;
    tags: string[];
    counts: { published: number; drafts: number; total: number } | null;
  };
};
const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug);

describe('the blog list, filtered on the server', () => {
  it('pages published posts newest first, twelve per page', async () => {
    const visitor = client();
    const first = await list(visitor);
    expect(first).toMatchObject({ total: 13, page: 1, pageCount: 2, counts: null });
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]?.slug).toBe('filler-10');
    const second = await list(visitor, { page: 2 });
    expect(slugs(second.posts)).toEqual(['alpha-truth']);
    expect((await list(visitor, { page: 99 })).page).toBe(2);
  });

  it('searches title, excerpt and tags, case-insensitively', async () => {
    const visitor = client();
    expect(slugs((await list(visitor, { q: 'truth' })).posts)).toEqual(['gamma-peace', 'alpha-truth']);
    expect(slugs((await list(visitor, { q: 'AUTOMATION' })).posts)).toEqual(['beta-robots']);
    expect(slugs((await list(visitor, { q: 'weekly-upd' })).posts)).toEqual(['beta-robots']);
    expect((await list(visitor, { q: '%' })).total).toBe(0);
  });

  it('filters by the exact tag and sorts by title', async () => {
    const visitor = client();
    expect(slugs((await list(visitor, { tag: 'truth' })).posts)).toEqual(['alpha-truth']);
    expect((await list(visitor, { tag: 'tru' })).total).toBe(0);
    const byTitle = await list(visitor, { sort: 'title' });
    expect(byTitle.posts[0]?.title).toBe('Beta Robots Weekly');
    expect(slugs((await list(visitor, { sort: 'title', page: 2 })).posts)).toEqual(['alpha-truth']);
    expect((await list(visitor)).tags).toEqual([
      'automation',
      'filler',
      'peace',
      'philosophy',
      'truth',
      'weekly-update',
    ]);
  });

  it('renders a shared filtered address on the server', async () => {
    const response = await client().page('/blog?tag=truth&q=alpha');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('The Truth About Alpha');
    expect(html).not.toContain('Gamma');
    expect(html).toMatch(
      /1 post found(<!-- -->)? in &quot;truth&quot;(<!-- -->)? matching &quot;alpha&quot;/,
    );
  });
});

describe('drafts', () => {
  it('never reach a visitor or a signed-in user, from any endpoint', async () => {
    for (const http of [client(), await signedIn(MEMBER)]) {
      expect(slugs((await list(http, { q: 'delta' })).posts)).toEqual([]);
      expect((await list(http)).tags).not.toContain('secret');
      const post = await http.trpc('blog.bySlug', 'query', { slug: 'delta-draft' });
      expect(post.status).toBe(404);
      expect(post.error.message).toBe('Post Not Found');
      const page = await http.page('/blog/delta-draft');
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain('Post Not Found');
      expect(html).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist.');
      expect(html).not.toContain('Delta Draft');
    }
    const recent = await client().trpc('blog.recent', 'query');
    expect(slugs(recent.data)).toEqual(['filler-10', 'filler-09', 'filler-08']);
    const feed = await (await client().get('/rss.xml')).text();
    expect(feed).toContain('The Truth About Alpha');
    expect(feed).not.toContain('Delta');
    const sitemap = await (await client().get('/sitemap.xml')).text();
    expect(sitemap).toContain('/blog/alpha-truth</loc>');
    expect(sitemap).not.toContain('delta-draft');
  });

  it('are listed, counted and previewable for staff', async () => {
    const owner = await signedIn(OWNER);
    const all = await list(owner);
    expect(all.counts).toEqual({ published: 13, drafts: 1, total: 14 });
    expect(all.total).toBe(14);
    expect(slugs((await list(owner, { q: 'truth' })).posts)).toEqual([
      'delta-draft',
      'gamma-peace',
      'alpha-truth',
    ]);
    const post = await owner.trpc('blog.bySlug', 'query', { slug: 'delta-draft' });
    expect(post.status).toBe(200);
    expect(post.data.published).toBe(false);
    const page = await owner.page('/blog/delta-draft');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Draft preview: this post is not published.');
  });
});

describe('the sitemap and robots.txt (issue 43)', () => {
  /** An address without its origin (the site under test names itself by its configured base URL). */
  const pathOf = (href: string) => {
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  };
  /** A page's address in one language, as its canonical link gives it. */
  const inLanguage = (path: string, language: string) =>
    language === 'en' ? path : `${path}?lang=${language}`;

  it('lists every language version of every public page as its own <url>, each with the full hreflang set', async () => {
    const owner = await signedIn(OWNER);
    const service = await owner.trpc('booking.createService', 'mutation', {
      name: 'Sitemap consultation',
      slug: 'sitemap-consultation',
      durationMinutes: 30,
      pricePence: 0,
    });
    expect(service.status).toBe(200);
    const xml = await (await client().get('/sitemap.xml')).text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    const entries = new Map(
      sitemapEntries(xml).map((entry) => [
        pathOf(entry.loc),
        Object.fromEntries(Object.entries(entry.alternates).map(([lang, href]) => [lang, pathOf(href)])),
      ]),
    );
    const pages = [
      '/',
      '/blog',
      '/booking',
      '/booking/sitemap-consultation',
      '/client_onboarding',
      '/blog/gamma-peace',
    ];
    for (const page of pages) {
      const alternates = {
        ...Object.fromEntries(SITE_LANGUAGES.map((language) => [language, inLanguage(page, language)])),
        'x-default': page,
      };
      for (const language of SITE_LANGUAGES)
        expect(entries.get(inLanguage(page, language)), `${page} in ${language}`).toEqual(alternates);
    }
    // Every alternate named is listed itself (Google reads the set from each of its members).
    for (const alternates of entries.values())
      for (const path of Object.values(alternates)) expect(entries.has(path), path).toBe(true);
  });

  it('disallows the private areas for every reader, allowing the public pages by having no rule for them', async () => {
    const robots = robotsParser(`${site.url}/robots.txt`, await (await client().get('/robots.txt')).text());
    for (const path of ['/admin', '/admin/blog', '/account', '/trpc/blog.list', '/login'])
      expect(robots.isDisallowed(`${site.url}${path}`, 'AnyBot'), path).toBe(true);
    for (const path of ['/', '/blog', '/blog/gamma-peace', '/booking']) {
      expect(robots.isAllowed(`${site.url}${path}`, 'AnyBot'), path).toBe(true);
      // No rule matches a public page (no "Allow: /"), so a reader that takes the first matching line,
      // not the longest, cannot stop at an allow before the disallows.
      expect(robots.getMatchingLineNumber(`${site.url}${path}`, 'AnyBot'), path).toBe(-1);
    }
    expect(robots.getSitemaps().map(pathOf)).toEqual(['/sitemap.xml']);
  });
});

describe('the post page data', () => {
  it('links the older and newer posts, and ranks related posts by shared tags', async () => {
    const { data } = await client().trpc('blog.bySlug', 'query', { slug: 'beta-robots' });
    expect(data.previous).toEqual({ slug: 'alpha-truth', title: 'The Truth About Alpha' });
    expect(data.next).toEqual({ slug: 'gamma-peace', title: 'Gamma' });
    expect(data.readingMinutes).toBe(1);
    const filler = await client().trpc('blog.bySlug', 'query', { slug: 'filler-05' });
    expect(slugs(filler.data.related)).toEqual(['filler-10', 'filler-09', 'filler-08']);
  });
});

describe("posts in the reader's language", () => {
  const german = () => new HttpClient(site.url, { 'X-Forwarded-For': nextIp(), 'Accept-Language': 'de' });

  it('gives a German reader the German text of a translated post and the English of the others', async () => {
    const translated = await german().trpc('blog.bySlug', 'query', { slug: 'gamma-peace' });
    expect(translated.data).toMatchObject({
      title: 'Gamma über den Frieden',
      excerpt: 'Vom Frieden',
      language: 'de',
      description: 'Vom Frieden',
    });
    expect(translated.data.html).toContain('<strong>deutscher</strong>');
    const untranslated = await german().trpc('blog.bySlug', 'query', { slug: 'alpha-truth' });
    expect(untranslated.data).toMatchObject({ title: 'The Truth About Alpha', language: 'en' });
    const english = await client().trpc('blog.bySlug', 'query', { slug: 'gamma-peace' });
    expect(english.data).toMatchObject({ title: 'Gamma', language: 'en' });
    const cards = (await list(german(), { tag: 'peace' })).posts;
    expect(cards.map((card) => card.title)).toEqual(['Gamma über den Frieden']);
  });

  it("searches the reader's translation as well as the original", async () => {
    expect(slugs((await list(german(), { q: 'über den frieden' })).posts)).toEqual(['gamma-peace']);
    expect(slugs((await list(german(), { q: 'truth-seeking' })).posts)).toEqual(['gamma-peace']);
    expect(slugs((await list(client(), { q: 'über den frieden' })).posts)).toEqual([]);
  });

  it('serves each language its page, with its own canonical and every hreflang alternate', async () => {
    const html = await (await client().page('/blog/gamma-peace?lang=de')).text();
    expect(html).toContain('Gamma über den Frieden</h1>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/gamma-peace\?lang=de"/);
    for (const code of ['fr', 'it', 'es', 'de', 'pt'])
      expect(html).toMatch(
        new RegExp(`hrefLang="${code}" href="[^"]*/blog/gamma-peace\\?lang=${code}"`, 'i'),
      );
    expect(html).toMatch(/hrefLang="en" href="[^"]*\/blog\/gamma-peace"/i);
    expect(html).toMatch(/hrefLang="x-default" href="[^"]*\/blog\/gamma-peace"/i);
    expect(html).toContain('"inLanguage":"de"');
    const sitemap = await (await client().get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/hreflang="de" href="[^"]*\/blog\/gamma-peace\?lang=de"/);
    expect(sitemap).toMatch(/hreflang="en" href="[^"]*\/blog\/gamma-peace"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/blog\/gamma-peace"/);
    const english = await (await client().page('/blog/gamma-peace?lang=en')).text();
    expect(english).toMatch(/<link rel="canonical" href="[^"]*\/blog\/gamma-peace"/);
    expect(english).toContain('Gamma</h1>');
  });

  it('has an RSS feed per language', async () => {
    for (const path of ['/rss.xml?lang=de', '/blog/rss.xml?lang=de']) {
      const feed = parseRssFeed(await (await client().get(path)).text());
      const titles = feed.items?.map((item) => item.title);
      expect(titles).toContain('Gamma über den Frieden');
      expect(titles).toContain('The Truth About Alpha');
      expect(feed.language).toBe('de');
      expect(feed.items?.map((item) => item.link)).toContainEqual(
        expect.stringMatching(/\/blog\/gamma-peace\?lang=de$/),
      );
    }
    const english = parseRssFeed(await (await client().get('/rss.xml')).text());
    expect(english.items?.map((item) => item.title)).not.toContain('Gamma über den Frieden');
    expect(english.language).toBe('en');
  });
});

describe('views', () => {
  const postId = async () =>
    (await client().trpc('blog.bySlug', 'query', { slug: 'gamma-peace' })).data.id as string;

  it('count once per reader, ignore repeats without error, and need the session cookie', async () => {
    const id = await postId();
    const bot = client();
    const refused = await bot.trpc('engagement.recordView', 'mutation', { postId: id });
    expect(refused.status).toBe(403);
    expect(refused.error.data.appCode).toBe('ENGAGEMENT.SESSION_REQUIRED');
    const forged = client();
    forged.cookie = 'blog_session_id=s%3Amn1abc-AAAAAAAAAAAAAAAAAAAAAA.forgedsignature';
    expect((await forged.trpc('engagement.recordView', 'mutation', { postId: id })).status).toBe(403);

    const visitor = await reader();
    const first = await visitor.trpc('engagement.recordView', 'mutation', { postId: id, referrer: '' });
    expect(first.data).toEqual({ recorded: true, viewCount: 1 });
    const again = await visitor.trpc('engagement.recordView', 'mutation', { postId: id });
    expect(again.data).toEqual({ recorded: false, viewCount: 1 });
    const member = await signedIn(MEMBER);
    expect((await member.trpc('engagement.recordView', 'mutation', { postId: id })).data).toEqual({
      recorded: true,
      viewCount: 2,
    });
    const rows = await sql<{ referrer: string; user_agent: string }>(
      'select referrer, user_agent from post_views where post_id = $1',
      [id],
    );
    if (rows) expect(rows.map((row) => row.referrer)).toEqual(['direct', 'direct']);

    // A page's first call, its like state, brings a new browser the cookie; its view then counts at once.
    const browser = client();
    expect((await browser.trpc('engagement.likeState', 'query', { postId: id })).status).toBe(200);
    expect(browser.cookie).toMatch(/blog_session_id=/);
    expect((await browser.trpc('engagement.recordView', 'mutation', { postId: id })).data).toEqual({
      recorded: true,
      viewCount: 3,
    });
  });

  it('are not recorded for drafts', async () => {
    const owner = await signedIn(OWNER);
    const draft = await owner.trpc('blog.bySlug', 'query', { slug: 'delta-draft' });
    const visitor = await reader();
    expect((await visitor.trpc('engagement.recordView', 'mutation', { postId: draft.data.id })).status).toBe(
      404,
    );
  });
});

describe('likes', () => {
  const postId = async () =>
    (await client().trpc('blog.bySlug', 'query', { slug: 'alpha-truth' })).data.id as string;

  it('stay exact under 50 concurrent toggles by different readers and by one reader', async () => {
    const id = await postId();
    const readers = await Promise.all(Array.from({ length: 50 }, () => reader()));
    const results = await Promise.all(
      readers.map((http) => http.trpc('engagement.toggleLike', 'mutation', { postId: id })),
    );
    expect(results.every((result) => result.status === 200 && result.data.liked === true)).toBe(true);
    expect((await readers[0]?.trpc('engagement.likeState', 'query', { postId: id }))?.data).toMatchObject({
      liked: true,
      likeCount: 50,
    });

    // One reader clicking 51 times at once (from many addresses, so the rate limit stays out of the way).
    const clicker = await reader();
    const clicks = await Promise.all(
      Array.from({ length: 51 }, () => {
        const http = client();
        http.cookie = clicker.cookie;
        return http.trpc('engagement.toggleLike', 'mutation', { postId: id });
      }),
    );
    expect(clicks.every((click) => click.status === 200)).toBe(true);
    expect(clicks.filter((click) => click.data.liked).length).toBe(26);
    const state = await clicker.trpc('engagement.likeState', 'query', { postId: id });
    expect(state.data).toMatchObject({ liked: true, likeCount: 51 });
    const rows = await sql<{ like_count: number; rows: string }>(
      'select like_count, (select count(*) from post_likes l where l.post_id = p.id) as rows from blog_posts p where id = $1',
      [id],
    );
    if (rows) expect(rows[0]).toEqual({ like_count: 51, rows: '51' });
  });

  it('toggle per signed-in user, and like then unlike moves the count by exactly one each way', async () => {
    const id = await postId();
    const member = await signedIn(MEMBER);
    const before = (await member.trpc('engagement.likeState', 'query', { postId: id })).data;
    expect(before.liked).toBe(false);
    const liked = await member.trpc('engagement.toggleLike', 'mutation', { postId: id });
    expect(liked.data).toEqual({ liked: true, likeCount: before.likeCount + 1 });
    const unliked = await member.trpc('engagement.toggleLike', 'mutation', { postId: id });
    expect(unliked.data).toEqual({ liked: false, likeCount: before.likeCount });
  });

  it('are limited per IP address: ten presses on one post a day, from however many readers', async () => {
    const id = await postId();
    const http = await reader();
    const statuses: number[] = [];
    for (let click = 0; click < 11; click++)
      statuses.push((await http.trpc('engagement.toggleLike', 'mutation', { postId: id })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('newsletter', () => {
  const subscribe = (http: HttpClient, email: string) =>
    http.trpc('newsletter.subscribe', 'mutation', {
      email,
      name: ' Ada ',
      source: 'blog-post-alpha-truth',
      subscribedFromUrl: `${site.url}/blog/alpha-truth`,
    });
  const tokenIn = (text: string, path: string) =>
    decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"<]+)`).exec(text)?.[1] ?? '');
  const form = (path: string, body: string) =>
    fetch(`${site.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: site.url,
        'X-Forwarded-For': nextIp(),
      },
      body,
    });

  it('refuses an address without an at sign', async () => {
    const result = await subscribe(client(), 'not-an-address');
    expect(result.status).toBe(400);
    expect(result.error.message).toBe('Please enter a valid email address');
  });

  it('confirms by the e-mailed link, refuses a duplicate, and unsubscribes in one click', async () => {
    const visitor = client();
    expect((await subscribe(visitor, '  Reader@Example.COM ')).data).toEqual({ status: 'pending' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['reader@example.com']);
    expect(mail?.parsed.subject).toBe('Please confirm your newsletter subscription');
    const header = (name: string) =>
      mail?.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/.+\/newsletter\/unsubscribe\?token=.+>$/,
    );
    const text = mail?.parsed.text ?? '';
    const confirmToken = tokenIn(text, '/newsletter/confirm');
    const unsubscribeToken = tokenIn(text, '/newsletter/unsubscribe');
    expect(confirmToken).toHaveLength(43);

    // Opening the link changes nothing (mail scanners open links); the page's button confirms.
    const landing = await client().page(`/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`);
    expect(await landing.text()).toContain('Confirm subscription');
    const stored = await sql<{
      status: string;
      source: string;
      name: string;
      metadata: Record<string, string>;
    }>('select status, source, name, metadata from newsletter_subscribers where email = $1', [
      'reader@example.com',
    ]);
    if (stored) {
      expect(stored[0]).toMatchObject({ status: 'pending', source: 'blog-post-alpha-truth', name: 'Ada' });
      expect(stored[0]?.metadata.subscribed_from_url).toBe(`${site.url}/blog/alpha-truth`);
    }

    const confirmed = await form('/newsletter/confirm', `token=${encodeURIComponent(confirmToken)}`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?status=done');
    expect(await (await client().page('/newsletter/confirm?status=done')).text()).toContain(
      'Subscription confirmed',
    );
    const reused = await form('/newsletter/confirm', `token=${encodeURIComponent(confirmToken)}`);
    expect(reused.headers.get('location')).toBe('/newsletter/confirm?status=invalid');

    const duplicate = await subscribe(client(), 'reader@example.com');
    expect(duplicate.status).toBe(409);
    expect(duplicate.error.message).toBe('This email is already subscribed to our newsletter.');

    const preview = await client().page(
      `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    );
    expect(await preview.text()).toContain('r*****@example.com');
    // RFC 8058: the mail provider posts to the List-Unsubscribe address, without a browser.
    const oneClick = await fetch(
      `${site.url}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    const after = await sql<{ status: string }>(
      'select status from newsletter_subscribers where email = $1',
      ['reader@example.com'],
    );
    if (after) expect(after[0]?.status).toBe('unsubscribed');
    expect((await subscribe(client(), 'reader@example.com')).data).toEqual({ status: 'pending' });
  });
});

describe('the page cache', () => {
  it('serves anonymous pages from memory, never signed-in or private ones', async () => {
    const visitor = client();
    await visitor.page('/blog?q=cache-probe');
    // Kept once compressed (off the request's path), a moment after the first answer.
    await expect
      .poll(async () => (await client().page('/blog?q=cache-probe')).headers.get('x-page-cache'))
      .toBe('hit');
    const again = await client().page('/blog?q=cache-probe');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    // A shared page sets no cookie; it is kept compressed, with an ETag a browser can revalidate.
    expect(again.headers.get('set-cookie')).toBeNull();
    const etag = again.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const compressed = await client().get('/blog?q=cache-probe', {
      Accept: 'text/html',
      'Accept-Encoding': 'br, gzip',
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(await again.text());
    const revalidated = await client().get('/blog?q=cache-probe', {
      Accept: 'text/html',
      'If-None-Match': etag,
    });
    expect(revalidated.status).toBe(304);
    const french = await client().get('/blog?q=cache-probe', {
      Accept: 'text/html',
      'Accept-Language': 'fr',
    });
    expect(french.headers.get('x-page-cache')).toBe('miss');
    const owner = await signedIn(OWNER);
    const staffPage = await owner.page('/blog?q=cache-probe');
    expect(staffPage.headers.get('x-page-cache')).toBeNull();
    await client().page('/newsletter/confirm?token=abc');
    expect((await client().page('/newsletter/confirm?token=abc')).headers.get('x-page-cache')).toBeNull();
  });

  it('renders a cold page once for twenty readers asking at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => client().page('/blog?q=stampede')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const served = answers.map((answer) => answer.headers.get('x-page-cache'));
    expect(served.filter((how) => how === 'miss')).toHaveLength(1);
    expect(served.filter((how) => how === 'hit')).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies.size).toBe(1);
  });
});

// Last in the file: the post it publishes is the newest, which the tests above do not expect.
describe('the RSS feeds, as feed readers read them (issue 43)', () => {
  const TITLE = 'Fish & Chips <img src=x onerror=alert(1)>';
  const EXCERPT = 'Cheap <b>and</b> cheerful, 1 < 2 & <script>alert(2)</script>';
  const FEEDS = [
    ...SITE_LANGUAGES.map((language) => `/rss.xml?lang=${language}`),
    '/rss.xml',
    '/blog/rss.xml',
  ];
  let slug = '';

  beforeAll(async () => {
    const owner = await signedIn(OWNER);
    const { status, data } = await owner.trpc('blogAdmin.save', 'mutation', {
      title: TITLE,
      excerpt: EXCERPT,
      content:
        '## Where\n\nSee [the contact page](/contact), [below](#where) and ![a plate](/storage/blog-images/plate.webp).',
      tags: [],
      action: 'publish',
    });
    expect(status).toBe(200);
    slug = data.slug;
  });

  /**
   * The status of a conditional GET as a feed reader sends it. Not by fetch: it adds `Cache-Control:
   * no-cache` to a request with If-Modified-Since, which tells the server to send the whole feed.
   */
  const statusIfModifiedSince = (path: string, since: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const headers = { 'If-Modified-Since': since, 'X-Forwarded-For': nextIp() };
      httpGet(`${site.url}${path}`, { headers }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      }).on('error', reject);
    });

  /** A fragment of HTML as a browser builds it. */
  const html = (text: string): Root => fromHtml(text, { fragment: true });
  const elementsIn = (tree: Root) => {
    const found: Element[] = [];
    visit(tree, 'element', (node) => {
      found.push(node);
    });
    return found;
  };
  const textOf = (tree: Root) => {
    let text = '';
    visit(tree, 'text', (node) => {
      text += node.value;
    });
    return text;
  };

  it('gives each item its title and excerpt as text, the author as dc:creator, and absolute links in the body', async () => {
    const { data: post } = await client().trpc('blog.bySlug', 'query', { slug });
    for (const path of FEEDS) {
      const xml = await (await client().get(path)).text();
      const item = parseRssFeed(xml).items?.find((entry) => entry.link?.includes(`/blog/${slug}`));
      expect(item, path).toBeDefined();
      expect(item?.title).toBe(TITLE);
      // RSS's description is HTML: the excerpt, read as HTML, is the excerpt's text and no element.
      const description = html(item?.description ?? '');
      expect(elementsIn(description)).toEqual([]);
      expect(textOf(description)).toBe(EXCERPT);
      // RSS's <author> is an e-mail address; a name goes in dc:creator.
      expect(item?.authors).toBeUndefined();
      expect(item?.dc?.creators).toEqual([post.authorName]);
      const body = elementsIn(html(item?.content?.encoded ?? ''));
      const addresses = body.flatMap((element) =>
        ['href', 'src'].flatMap((name) => {
          const value = element.properties[name];
          return typeof value === 'string' ? [value] : [];
        }),
      );
      expect(addresses.length).toBeGreaterThanOrEqual(4);
      for (const address of addresses) expect(URL.canParse(address), `${path}: ${address}`).toBe(true);
      // Only the HTML body may be a CDATA section; titles and descriptions are escaped text.
      const raw = new XMLParser({ cdataPropName: '#cdata', isArray: (name) => name === 'item' }).parse(xml);
      for (const entry of raw.rss.channel.item)
        for (const name of ['title', 'description']) expect(entry[name]?.['#cdata'], name).toBeUndefined();
    }
  });

  it("sends Last-Modified, the newest item's date, and answers 304 to a reader who has that version", async () => {
    for (const path of FEEDS) {
      const answer = await client().get(path);
      const lastModified = answer.headers.get('last-modified') ?? '';
      const feed = parseRssFeed(await answer.text());
      const newest = Math.max(...(feed.items ?? []).map((item) => Date.parse(item.pubDate ?? '')));
      expect(Date.parse(lastModified), path).toBeGreaterThanOrEqual(Math.floor(newest / 1000) * 1000);
      expect(Date.parse(lastModified)).toBe(Date.parse(feed.lastBuildDate ?? ''));
      expect(await statusIfModifiedSince(path, lastModified), path).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect(await statusIfModifiedSince(path, earlier), path).toBe(200);
    }
  });
});
