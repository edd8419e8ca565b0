/**
 * Issue 14: the blog list and its search with 10,000 published posts, rendered on every request (page
 * cache off), each beside the same request on the demo's 4 posts. Server time is the p95 of requests
 * sent one after another on one keep-alive connection (loopback; the client's own part is well under
 * a millisecond), so no request waits behind another.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../tests/fixtures/harness/postgres.ts';
import { serverTimeP95 } from '../server-time.ts';
import { startSite } from '../site.ts';
import { addSummaryRow } from '../summary.ts';

const MANY_POSTS = 10_000;
const MANY_POSTS_GOAL_MS = 30;
const SEARCH_WORD = 'lantern';
const manyPostsRequests = [
  ['/blog (page 1)', '/blog'],
  ['/blog?page=50', '/blog?page=50'],
  [`/blog?q=${SEARCH_WORD}`, `/blog?q=${SEARCH_WORD}`],
  [
    `/trpc/blog.list q=${SEARCH_WORD}`,
    `/trpc/blog.list?input=${encodeURIComponent(JSON.stringify({ q: SEARCH_WORD }))}`,
  ],
] as const;

/**
 * 10,000 published posts written straight into the site's database while the site is stopped (PGlite
 * admits one process): words from a small vocabulary (the search word in about 15% of titles or
 * excerpts), two tags each, a German translation for every other post, then `analyze`.
 */
async function seedManyPosts(location: { databaseUrl?: string; pgliteDir?: string }) {
  const { openDatabase } = await import('#infrastructure/orm/database.ts');
  const { runSql } = await import('#infrastructure/orm/sql.ts');
  const silent = { child: () => silent, debug() {}, info() {}, warn() {}, error() {} };
  const database = await openDatabase({ ...location, logger: silent as never });
  try {
    const em = database.fork();
    await runSql(
      em,
      `insert into "blog_posts" ("id", "slug", "title", "content", "excerpt", "published", "published_at",
         "created_at", "updated_at", "language")
       select gen_random_uuid(), 'bench-post-' || i,
         initcap(w[1 + i % 20]) || ' notes ' || i || ': ' || w[1 + (i * 7) % 20] || ' and ' || w[1 + (i * 13) % 20],
         repeat('The quick brown fox jumps over the lazy dog. ', 60),
         'A short read about ' || w[1 + (i * 3) % 20] || ', ' || w[1 + (i * 11) % 20] || ' and everyday work.',
         true, at, at, at, 'en'
       from generate_series(1, ${MANY_POSTS}) as i,
         lateral (select now() - make_interval(days => 30, mins => i) as at) as instant,
         (select array['garden', 'harbour', '${SEARCH_WORD}', 'meadow', 'orchard', 'pottery', 'quarry', 'river',
           'saddle', 'timber', 'valley', 'weaving', 'willow', 'cellar', 'bakery', 'copper', 'forest', 'glacier',
           'island', 'journey'] as w) as words`,
    );
    await runSql(
      em,
      `insert into "post_tags" ("post_id", "tag", "position")
       select "id", 'topic-' || (abs(hashtext("slug")) % 30), 0 from "blog_posts" where "slug" like 'bench-post-%'
       union all
       select "id", 'series-' || (abs(hashtext("slug" || 's')) % 7), 1 from "blog_posts" where "slug" like 'bench-post-%'`,
    );
    await runSql(
      em,
      `insert into "post_translations" ("post_id", "language", "title", "excerpt", "content")
       select "id", 'de', 'Beitrag ' || "slug", 'Eine kurze Lektüre', 'Text.' from "blog_posts"
       where "slug" like 'bench-post-%' and abs(hashtext("slug")) % 2 = 0`,
    );
    await runSql(em, 'analyze');
  } finally {
    await database.close();
  }
}

async function measureManyPostsRequests(url: string) {
  const figures = [];
  for (const [, requestPath] of manyPostsRequests) figures.push(await serverTimeP95(`${url}${requestPath}`));
  return figures;
}

export async function manyPostsSection() {
  const manyDataDir = await mkdtemp(path.join(tmpdir(), 'bench-many-posts-'));
  const serverUrl = process.env.DATABASE_URL;
  // On PostgreSQL, a database of its own (dropped after), never the one DATABASE_URL names.
  const scratchDatabase = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const siteEnv = {
    PAGE_CACHE_TTL_MS: '0',
    DATA_DIR: manyDataDir,
    ...(scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : {}),
  };
  try {
    const demoSite = await startSite(siteEnv);
    const baseline = await measureManyPostsRequests(demoSite.url).finally(() => demoSite.stop());
    await seedManyPosts(
      scratchDatabase ? { databaseUrl: scratchDatabase.url } : { pgliteDir: path.join(manyDataDir, 'db') },
    );
    const manySite = await startSite(siteEnv);
    const many = await measureManyPostsRequests(manySite.url).finally(() => manySite.stop());
    console.log(
      `\nThe blog with ${MANY_POSTS.toLocaleString('en')} published posts, rendered on every request (${scratchDatabase ? 'PostgreSQL' : 'PGlite'}; server time p95: requests one after another on 1 connection)`,
    );
    console.table(
      manyPostsRequests.map(([name], index) => ({
        request: name,
        [`p95 ms, ${MANY_POSTS.toLocaleString('en')} posts`]: many[index]?.p95,
        goal: `≤ ${MANY_POSTS_GOAL_MS} ms`,
        met: (many[index]?.p95 ?? Infinity) <= MANY_POSTS_GOAL_MS ? 'yes' : 'NO',
        'baseline p95 ms, 4 demo posts': baseline[index]?.p95,
        errors: (many[index]?.errors ?? 0) + (baseline[index]?.errors ?? 0),
      })),
    );
    for (const [index, [name]] of manyPostsRequests.entries())
      addSummaryRow({
        measure: `${name} with ${MANY_POSTS.toLocaleString('en')} posts, server time p95 (${scratchDatabase ? 'PostgreSQL' : 'PGlite'})`,
        figure: `${many[index]?.p95} ms`,
        baseline: `4 demo posts ${baseline[index]?.p95} ms`,
        goal: `≤ ${MANY_POSTS_GOAL_MS} ms`,
        met: (many[index]?.p95 ?? Infinity) <= MANY_POSTS_GOAL_MS && many[index]?.errors === 0,
      });
  } finally {
    await scratchDatabase?.drop();
    await rm(manyDataDir, { recursive: true, force: true });
  }
}
