import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../fixtures/harness/http-client.ts';
import { hasNginx } from '../fixtures/harness/nginx-proxy.ts';
import { type ProductionShape, startProductionShape } from '../fixtures/harness/production-shape.ts';
import { postgresUrl, redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { DEEP } from '../fixtures/test-tier.ts';

/**
 * Issue 44, item 14, in the deep tier (`npm run test:deep`): the rolling restart of docs/operations.md, twice over,
 * through the shipped nginx with the default settings (SHUTDOWN_DELAY_MS 0), under reads and writes
 * from many visitors at once. `npm test` runs a shorter one, reads only, in scale-out.test.ts.
 */

const VISITORS = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(DEEP && postgresUrl() && redisUrl() && hasNginx())(
  'a rolling restart of both web processes behind nginx',
  () => {
    let environment: SiteEnvironment;
    let shape: ProductionShape;

    beforeAll(async () => {
      environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'true' });
      shape = await startProductionShape(environment.env);
    }, 90_000);

    afterAll(async () => {
      await shape?.stop();
      await environment?.cleanup();
    });

    it('fails no request, read or write, while each process in turn drains and starts again', async () => {
      const { data: post } = await shape.visitor().trpc('blog.bySlug', 'query', { slug: 'hello-world' });
      const postId: string = post.id;
      const outcomes: string[] = [];
      let running = true;
      let uncached = 0;
      const requests = [
        (reader: HttpClient) => reader.page('/blog'),
        (reader: HttpClient) => reader.page(`/blog?n=${++uncached}`),
        (reader: HttpClient) => reader.get(`/trpc/blog.list?input=${encodeURIComponent('{}')}`),
        // A POST is never sent twice by nginx: it must never reach a process that is closing.
        (reader: HttpClient) => reader.post('/trpc/engagement.recordView', { postId }),
      ].map((request) => async (reader: HttpClient) => {
        const response = await request(reader);
        const body = await response.text();
        return { status: response.status, body };
      });
      const visitor = async (n: number) => {
        // A reader with the anonymous session cookie that views need (its first view hands it out).
        const reader = shape.visitor();
        await reader.post('/trpc/engagement.recordView', { postId });
        for (let i = n; running; i++) {
          const request = requests[i % requests.length];
          if (!request) continue;
          outcomes.push(
            await request(reader).then(
              ({ status, body }) => (status === 200 ? '200' : `${status} ${body.slice(0, 80)}`),
              (error: Error) => `${error.message}: ${String(error.cause)}`,
            ),
          );
        }
      };
      const visitors = Array.from({ length: VISITORS }, (_, n) => visitor(n));
      await expect.poll(() => outcomes.length, { timeout: 15_000 }).toBeGreaterThan(100);
      // docs/operations.md's procedure, each process told to stop 0.2 s after the other is ready again.
      for (const which of ['webA', 'webB', 'webA', 'webB'] as const) {
        expect(await shape.restartWeb(which)).toBe(0);
        await sleep(200);
      }
      const answeredBefore = outcomes.length;
      await expect.poll(() => outcomes.length, { timeout: 15_000 }).toBeGreaterThan(answeredBefore + 100);
      running = false;
      await Promise.all(visitors);

      const failed = outcomes.filter((outcome) => outcome !== '200');
      const counts = Object.fromEntries(failed.map((outcome) => [outcome, 0]));
      for (const outcome of failed) counts[outcome] = (counts[outcome] ?? 0) + 1;
      expect({
        failed: counts,
        proxyErrors: failed.length ? (await shape.proxy.errorLog()).slice(-3000) : '',
      }).toEqual({ failed: {}, proxyErrors: '' });
      expect(outcomes.length).toBeGreaterThan(500);
    }, 120_000);
  },
);
