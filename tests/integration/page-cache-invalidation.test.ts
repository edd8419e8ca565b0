import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEventsHub } from '#infrastructure/events/content-events-hub.ts';
import { redisContentEvents } from '#infrastructure/events/redis-content-events.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { PageCache } from '#web/server/page-cache.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { serviceFields } from '../fixtures/fakes/in-memory-booking.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { redisUrl, uniqueName } from '../fixtures/harness/services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

// Several web processes each keep their own page cache (issue 32): news that content changed reaches
// every one of them through Redis pub/sub, on a channel of the site's own queue prefix. Each "process"
// here is a page cache with its own Redis connections, as a separate OS process has.

const url = redisUrl();
const PAGE = { headers: [['content-type', 'text/html']] as [string, string][], body: '<p>Post list</p>' };
const KEY = 'en /blog';
/** "At once": well under a second, on a 2-core machine shared with other test files. */
const AT_ONCE = { timeout: 500, interval: 5 };

interface SiteProcess {
  cache: PageCache;
  events: ContentEventsHub;
}

const opened: ContentEventsHub[] = [];

/** A web process's page cache, listening on `prefix`, with one page kept. */
async function siteProcess(redis: string, prefix: string): Promise<SiteProcess> {
  const cache = new PageCache({ ttlMs: 60_000 });
  const events = redisContentEvents({ redisUrl: redis, prefix, logger: testLogger });
  opened.push(events);
  await events.onContentChanged(() => cache.clear());
  await cache.store(KEY, PAGE);
  expect(cache.get(KEY)).toBeDefined();
  return { cache, events };
}

afterEach(async () => {
  for (const events of opened.splice(0)) await events.close();
});

describe.skipIf(!url)('page caches of several web processes, through Redis', () => {
  const redis = url ?? '';
  let database: OpenTestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a post published through web A drops A's cached pages at once and web B's within 500 ms", async () => {
    const prefix = uniqueName('cache');
    const a = await siteProcess(redis, prefix);
    const b = await siteProcess(redis, prefix);

    await a.events.postsChanged();

    expect(a.cache.get(KEY)).toBeUndefined();
    await expect.poll(() => b.cache.get(KEY), AT_ONCE).toBeUndefined();
  });

  it("the owner changing a service through web A drops web B's cached booking pages", async () => {
    const prefix = uniqueName('cache');
    const a = await siteProcess(redis, prefix);
    const b = await siteProcess(redis, prefix);
    const owner = adminCallerOn(requireDatabase(database).database, a.events);
    const service = await new OrmServiceRepository(requireDatabase(database).database.fork()).create(
      serviceFields({ slug: uniqueName('walk').replaceAll('_', '-').toLowerCase() }),
    );

    await owner.booking.setServiceActive({ id: service.id, isActive: false });

    expect(a.cache.get(KEY)).toBeUndefined();
    await expect.poll(() => b.cache.get(KEY), AT_ONCE).toBeUndefined();
  });

  it("news from a site on another prefix of the same Redis leaves B's pages alone", async () => {
    const b = await siteProcess(redis, uniqueName('cache'));
    const otherPrefix = uniqueName('other');
    const other = await siteProcess(redis, otherPrefix);
    // A second process of the other site shows when its news has gone through Redis.
    const otherListener = await siteProcess(redis, otherPrefix);

    await other.events.postsChanged();

    await expect.poll(() => otherListener.cache.get(KEY), AT_ONCE).toBeUndefined();
    // B's connection would have had it by now too; give it a margin anyway.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.cache.get(KEY)).toBeDefined();
  });

  it('drops its pages once subscribed again after losing its Redis connection (news may be missed)', async () => {
    const prefix = uniqueName('cache');
    const b = await siteProcess(redis, prefix);
    const admin = new Redis(redis);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const line = clients
        .split('\n')
        .find((client) => client.includes(` name=${prefix}:content:subscriber `));
      const id = line?.match(/\bid=(\d+)/)?.[1];
      if (!id) throw new Error(`no subscriber connection named for ${prefix}`);
      await admin.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await expect.poll(() => b.cache.get(KEY), { timeout: 3_000, interval: 20 }).toBeUndefined();
  });
});

function requireDatabase(database: OpenTestDatabase | undefined): OpenTestDatabase {
  if (!database) throw new Error('the test database did not open');
  return database;
}

/** The router as the signed-in owner sees it on web A. */
function adminCallerOn(database: Database, events: ContentEventsHub) {
  return createServerCaller({
    services: requestServicesOn(database, { events })(),
    viewer: {
      id: crypto.randomUUID(),
      email: 'owner@example.com',
      firstName: 'Owner',
      lastName: 'Test',
      role: 'admin',
    } as never,
    request: { id: 'test', ip: '127.0.0.1', userAgent: undefined, anonymousSessionId: null, language: 'en' },
  });
}
