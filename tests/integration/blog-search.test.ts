import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostFilter } from '#application/blog/ports.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { testPost } from '../fixtures/blog-posts.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { openTestDatabase } from '../fixtures/harness/test-database.ts';

const serverUrl = postgresUrl();
// PGlite always; PostgreSQL whenever a server is configured.
const kinds = serverUrl ? (['pglite', 'postgresql'] as const) : (['pglite'] as const);
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const POSTS = [
  testPost('alpha-truth', { day: 1, title: 'The Truth About Alpha', tags: ['truth', 'philosophy'] }),
  testPost('beta-robots', {
    day: 2,
    title: 'Beta Robots Weekly',
    excerpt: 'Automation news from node.js land',
    tags: ['weekly-update', 'automation'],
  }),
  testPost('gamma-peace', {
    day: 3,
    title: 'Gamma',
    excerpt: 'On peace and TRUTH-seeking',
    tags: ['peace'],
    translations: {
      de: { title: 'Gamma über den Frieden', excerpt: 'Vom Frieden', content: 'Ein Text.' },
    },
  }),
  testPost('delta-draft', {
    day: 4,
    title: 'Delta Draft About Truth',
    excerpt: 'Hidden harbour',
    published: false,
    tags: ['truth', 'secret'],
  }),
];

describe.each(kinds)('the blog search on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    cleanups.push(() => opened.close());
    database = opened.database;
    await new OrmPostRepository(database.fork()).insertMany(POSTS);
  });

  const filter = (search: string, language: PostFilter['language'] = 'en'): PostFilter => ({
    search,
    language,
    tag: undefined,
    includeDrafts: false,
    sort: 'date',
    limit: 12,
    offset: 0,
  });
  const found = async (search: string, language: PostFilter['language'] = 'en') => {
    const { posts, total } = await new OrmPostRepository(database.fork()).list(filter(search, language));
    expect(total).toBe(posts.length);
    return posts.map((post) => post.slug);
  };

  it('finds a post by a case-insensitive substring of its title, its excerpt or one of its tags', async () => {
    expect(await found('alpha')).toEqual(['alpha-truth']);
    expect(await found('NEWS')).toEqual(['beta-robots']);
    expect(await found('philosophy')).toEqual(['alpha-truth']);
    expect(await found('truth')).toEqual(['gamma-peace', 'alpha-truth']);
  });

  it("finds a post by its translation in the reader's language, and only in that language", async () => {
    expect(await found('frieden', 'de')).toEqual(['gamma-peace']);
    expect(await found('über den fried', 'de')).toEqual(['gamma-peace']);
    expect(await found('frieden', 'fr')).toEqual([]);
    expect(await found('frieden')).toEqual([]);
  });

  it('matches any substring, inside words and across them, but the text typed as one piece', async () => {
    expect(await found('ruth')).toEqual(['gamma-peace', 'alpha-truth']);
    expect(await found('obots')).toEqual(['beta-robots']);
    expect(await found('losoph')).toEqual(['alpha-truth']);
    expect(await found('ieden', 'de')).toEqual(['gamma-peace']);
    expect(await found('ots wee')).toEqual(['beta-robots']);
    expect(await found('robots peace')).toEqual([]);
    expect(await found('weekly robots')).toEqual([]);
  });

  it('matches punctuation as typed, and its own % and _ literally', async () => {
    expect(await found('truth-seeking')).toEqual(['gamma-peace']);
    expect(await found('node.js')).toEqual(['beta-robots']);
    expect(await found('de.js')).toEqual(['beta-robots']);
    expect(await found('ly-upd')).toEqual(['beta-robots']);
    expect(await found('node js')).toEqual([]);
    expect(await found('truth seeking')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('a%b')).toEqual([]);
  });

  it('answers texts too short for a trigram (1 or 2 characters) all the same', async () => {
    expect(await found('js')).toEqual(['beta-robots']);
    expect(await found('ü', 'de')).toEqual(['gamma-peace']);
  });

  it('never finds a draft, by its title, excerpt or tags', async () => {
    expect(await found('delta')).toEqual([]);
    expect(await found('harbour')).toEqual([]);
    expect(await found('secret')).toEqual([]);
  });

  it('sorts the posts found by title as well as by date', async () => {
    const posts = new OrmPostRepository(database.fork());
    const byTitle = await posts.list({ ...filter('e'), sort: 'title' });
    expect(byTitle.posts.map((post) => post.slug)).toEqual(['beta-robots', 'gamma-peace', 'alpha-truth']);
    expect(byTitle.total).toBe(3);
    expect(await found('e')).toEqual(['gamma-peace', 'beta-robots', 'alpha-truth']);
  });

  it("lists each published post's tag once, in order, in the list's tag menu, and drafts' tags for staff", async () => {
    const menu = async (includeDrafts: boolean, search = '') =>
      (await new OrmPostRepository(database.fork()).list({ ...filter(search), includeDrafts })).tags;
    const published = ['automation', 'peace', 'philosophy', 'truth', 'weekly-update'];
    expect(await menu(false)).toEqual(published);
    // Every tag in scope, whatever the page shows; also beside a page without rows.
    expect(await menu(false, 'no such text')).toEqual(published);
    expect(await menu(true)).toEqual([
      'automation',
      'peace',
      'philosophy',
      'secret',
      'truth',
      'weekly-update',
    ]);
  });
});

describe.each(kinds)('the blog search plans on %s, with 10,000 posts', (kind) => {
  let database: Database;

  beforeAll(async () => {
    const opened = await openTestDatabase(kind);
    cleanups.push(() => opened.close());
    database = opened.database;
    const em = database.fork();
    await runSql(
      em,
      `insert into "blog_posts" ("id", "slug", "title", "content", "excerpt", "published", "published_at")
       select gen_random_uuid(), 'post-' || i, 'Post ' || i || case when i % 2500 = 0 then ' lighthouse' else '' end,
         'Text.', 'Notes number ' || i || ' on the everyday work of a small studio: its tools, its habits and its days.',
         true, now() - make_interval(hours => i)
       from generate_series(1, 10000) as i`,
    );
    await runSql(
      em,
      `insert into "post_translations" ("post_id", "language", "title", "excerpt", "content")
       select "id", 'de', 'Beitrag ' || "slug", 'Notizen über die Arbeit eines kleinen Ateliers', 'Text.'
       from "blog_posts"`,
    );
    await runSql(
      em,
      `insert into "post_tags" ("post_id", "tag") select "id", 'tag-' || ("view_count" + length("slug")) from "blog_posts"`,
    );
    await runSql(em, 'analyze');
  });

  it('finds a rare text through the five trigram indexes, the page and its count', async () => {
    const plans = await explainQueries(database.fork(), (posts) =>
      posts.list({
        search: 'ighthous',
        language: 'de',
        tag: undefined,
        includeDrafts: false,
        sort: 'date',
        limit: 12,
        offset: 0,
      }),
    );
    // One statement: the page's rows carry the count and the tag menu.
    expect(plans).toHaveLength(1);
    const [plan = ''] = plans;
    // Once: the page and its count read the same posts found.
    for (const index of [
      'blog_posts_title_trgm_index',
      'blog_posts_excerpt_trgm_index',
      'post_translations_title_trgm_index',
      'post_translations_excerpt_trgm_index',
      'post_tags_tag_trgm_index',
    ])
      expect(plan.split(index)).toHaveLength(2);
    // The searched tables are read through their indexes; the posts found are the planner's to join.
    expect(plan).not.toMatch(/Seq Scan on (blog_posts s|post_translations t|post_tags g)\b/);
  });

  it("reads the tag menu along the tag index, never every post's tags", async () => {
    const [plan = ''] = await explainQueries(database.fork(), (posts) =>
      posts.list({
        search: undefined,
        tag: undefined,
        language: 'en',
        includeDrafts: false,
        sort: 'date',
        limit: 12,
        offset: 0,
      }),
    );
    expect(plan).toContain('post_tags_tag_index');
    expect(plan).not.toMatch(/Seq Scan on post_tags\b/);
  });
});

/** The plans PostgreSQL picks for the queries a repository call sends, as it sends them. */
async function explainQueries(
  em: EntityManager,
  call: (posts: OrmPostRepository) => Promise<unknown>,
): Promise<string[]> {
  const connection = em.getConnection();
  const queries: Array<{ sql: string; params: unknown[] }> = [];
  const execute = connection.execute.bind(connection);
  connection.execute = ((sql: string, params: unknown[] = [], ...rest: unknown[]) => {
    queries.push({ sql, params });
    return (execute as (...args: unknown[]) => unknown)(sql, params, ...rest);
  }) as typeof connection.execute;
  try {
    await call(new OrmPostRepository(em));
  } finally {
    connection.execute = execute;
  }
  const plans: string[] = [];
  for (const query of queries) {
    const rows = await runSql<{ 'QUERY PLAN': string }>(em, `explain ${query.sql}`, query.params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}
