import { Agent, request as httpsRequest } from 'node:https';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, type RunningProxy } from '../fixtures/harness/nginx-proxy.ts';
import {
  type ProductionShape,
  startProductionShape,
  type WebProcess,
} from '../fixtures/harness/production-shape.ts';
import { type S3Server, startS3Server } from '../fixtures/harness/s3-server.ts';
import { postgresUrl, redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER } from '../fixtures/harness/staff-accounts.ts';

/**
 * The production shape (tests/fixtures/harness/production-shape.ts): two web processes and a worker on the
 * machine's PostgreSQL and Redis, files in an S3 bucket (s3rver), behind Debian's nginx with the
 * production configuration.
 */
describe.runIf(postgresUrl() && redisUrl() && hasNginx())(
  'two web processes and a worker behind nginx',
  () => {
    let environment: SiteEnvironment;
    let shape: ProductionShape;
    let webA: WebProcess;
    let webB: WebProcess;
    let proxy: RunningProxy;
    let s3: S3Server;
    const client = (url: string) => shape.client(url);

    beforeAll(async () => {
      s3 = await startS3Server();
      environment = await createSiteEnvironment({
        ...s3.env,
        // nginx sees a draining process refuse new connections before it is gone.
        SHUTDOWN_DELAY_MS: '300',
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        SEED_DEMO_CONTENT: 'true',
        PAGE_CACHE_TTL_MS: '600000',
        JOB_BACKOFF_MS: '200',
      });
      await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
      shape = await startProductionShape(environment.env);
      ({ webA, webB, proxy } = shape);
    }, 90_000);

    afterAll(async () => {
      await shape?.stop();
      await s3?.stop();
      await environment?.cleanup();
    });

    async function signedIn(url: string) {
      const http = client(url);
      expect((await http.post('/auth/sign-in', OWNER)).status).toBe(200);
      return http;
    }

    /** A signed-out reader holding the anonymous session cookie that likes need. */
    async function reader(url: string) {
      const http = client(url);
      await http.trpc('engagement.recordView', 'mutation', { postId: crypto.randomUUID() });
      expect(http.cookie).toMatch(/blog_session_id=/);
      return http;
    }

    /** A GET through the proxy, over TLS with its certificate trusted, as a browser asks. */
    function viaProxy(path: string, agent?: Agent): Promise<{ status: number; body: Buffer }> {
      return new Promise((resolve, reject) => {
        const options = agent ? { agent } : { ca: proxy.certificate };
        const request = httpsRequest(`${proxy.httpsUrl}${path}`, options, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
          );
          response.once('error', reject);
        });
        request.once('error', reject);
        request.end();
      });
    }

    it('serves the site through the proxy from both web processes', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => viaProxy('/readyz')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await viaProxy('/blog')).body.toString()).toContain('</html>');
    });

    it('drops a post from the other process’s page cache as soon as it is published on one', async () => {
      const onB = async () => (await client(webB.url).page('/blog')).text();
      // B caches /blog without the post.
      expect(await onB()).not.toContain('Published on A');
      const owner = await signedIn(webA.url);
      const saved = await owner.trpc('blogAdmin.save', 'mutation', {
        title: 'Published on A',
        content: 'Written through web process A.',
        tags: [],
        imageAction: 'keep',
        action: 'publish',
      });
      expect(saved.status).toBe(200);
      await expect.poll(onB, { timeout: 2000, interval: 50 }).toContain('Published on A');
    });

    it('keeps the like count exact when 50 readers like through A and 50 through B at once', async () => {
      const { data: post } = await client(webA.url).trpc('blog.bySlug', 'query', { slug: 'hello-world' });
      const readers = await Promise.all([
        ...Array.from({ length: 50 }, () => reader(webA.url)),
        ...Array.from({ length: 50 }, () => reader(webB.url)),
      ]);
      const results = await Promise.all(
        readers.map((http) => http.trpc('engagement.toggleLike', 'mutation', { postId: post.id })),
      );
      expect(results.filter((result) => result.status === 200 && result.data.liked)).toHaveLength(100);
      const state = await readers[0]?.trpc('engagement.likeState', 'query', { postId: post.id });
      expect(state?.data.likeCount).toBe(post.likeCount + 100);
    });

    it('gives one booking of a time raced through A and B', async () => {
      const service = 'technical-consultation';
      const timeZone = 'Europe/London';
      // Next month: never empty because this month is nearly over.
      const now = new Date();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
        .toISOString()
        .slice(0, 7);
      const { data } = await client(webA.url).trpc('booking.monthSlots', 'query', {
        service,
        month,
        timeZone,
      });
      const startsAt = data.slots[0]?.startsAt as string;
      expect(startsAt).toBeTruthy();
      const book = (url: string, n: number) =>
        client(url).trpc('booking.book', 'mutation', {
          service,
          startsAt,
          timeZone,
          name: 'Ada Lovelace',
          email: `racer-${n}@example.com`,
          phone: '+44 20 7946 0000',
          notes: '',
        });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) => book(n % 2 === 0 ? webA.url : webB.url, n)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
        true,
      );
    });

    it('serves an image uploaded through A from B and through the proxy, from the bucket', async () => {
      const owner = await signedIn(webA.url);
      const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#aa6633' } })
        .jpeg()
        .toBuffer();
      const upload = await owner.upload('/api/blog/images', new Uint8Array(photo), 'image/jpeg');
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      const fromB = await client(webB.url).get(url);
      expect(fromB.status).toBe(200);
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(640);
      const throughProxy = await viaProxy(url);
      expect(throughProxy.status).toBe(200);
      expect(throughProxy.body.equals(bytes)).toBe(true);
    });

    // Last: both web processes are new after it.
    it('fails no request through the proxy while web A, then web B, restart on SIGTERM under load', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 20, ca: proxy.certificate });
      const statuses: number[] = [];
      const failures: string[] = [];
      let running = true;
      const paths = ['/blog', '/', `/trpc/blog.list?input=${encodeURIComponent('{}')}`, '/blog/hello-world'];
      const loop = async (n: number) => {
        for (let i = n; running; i++) {
          const path = paths[i % paths.length] ?? '/blog';
          await viaProxy(path, agent).then(
            (answer) => statuses.push(answer.status),
            (error: Error) => failures.push(`${path}: ${error.message}`),
          );
        }
      };
      const loops = Array.from({ length: 20 }, (_, n) => loop(n));
      await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(50);
      // The timing: web B told to stop 0.2 s after web A is ready again, while nginx may still
      // count web A's refusals of a moment ago against it.
      expect(await shape.restartWeb('webA')).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await shape.restartWeb('webB')).toBe(0);
      const answeredBefore = statuses.length;
      await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(answeredBefore + 50);
      running = false;
      await Promise.all(loops);
      agent.destroy();
      const notServed = statuses.filter((status) => status !== 200);
      expect({
        failures,
        notServed: notServed.length,
        proxyErrors: notServed.length ? (await proxy.errorLog()).slice(-2000) : '',
      }).toEqual({ failures: [], notServed: 0, proxyErrors: '' });
      // Each served requests after its restart.
      for (const web of [shape.webA, shape.webB])
        expect((await client(web.url).page('/blog')).status).toBe(200);
    }, 60_000);
  },
);
