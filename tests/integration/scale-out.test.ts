import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/http-client.ts';
import { hasNginx, type RunningProxy, startNginxProxy } from '../fixtures/nginx-proxy.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/processes.ts';
import { postgresUrl, redisUrl } from '../fixtures/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/site-environment.ts';
import { createStaffAccounts, OWNER } from '../fixtures/staff-accounts.ts';

type WebProcess = Awaited<ReturnType<typeof startSiteProcess>>;

/**
 * The production shape as separate OS processes: two web processes and a worker on the machine's
 * PostgreSQL and Redis, behind Debian's nginx with the production configuration. Each web process has
 * a data folder of its own, so nothing can pass between them on a disk.
 */
describe.runIf(postgresUrl() && redisUrl() && hasNginx())(
  'two web processes and a worker behind nginx',
  () => {
    let environment: SiteEnvironment;
    const dataDirs: SiteEnvironment[] = [];
    let webA: WebProcess;
    let webB: WebProcess;
    let worker: RunningProcess;
    let proxy: RunningProxy;
    let ipCounter = 0;

    /** A client of one address (its own rate limits) talking to `url`. */
    const client = (url: string) => {
      ipCounter += 1;
      return new HttpClient(url, {
        'X-Forwarded-For': `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      });
    };
    const hostOf = (url: string) => url.replace('http://', '');

    async function startWeb(): Promise<WebProcess> {
      // A data folder of its own: the database and Redis are the only things the processes share.
      const own = await createSiteEnvironment({}, { empty: true });
      dataDirs.push(own);
      return startSiteProcess({ ...environment.env, DATA_DIR: own.dataDir });
    }

    beforeAll(async () => {
      environment = await createSiteEnvironment({
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        SEED_DEMO_CONTENT: 'true',
        PAGE_CACHE_TTL_MS: '600000',
        JOB_BACKOFF_MS: '200',
      });
      await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
      webA = await startWeb();
      webB = await startWeb();
      worker = startProcess('src/workers/worker-main.ts', environment.env);
      await worker.waitForLog((line) => line.msg === 'worker ready');
      proxy = await startNginxProxy({ upstreams: [hostOf(webA.url), hostOf(webB.url)] });
    }, 90_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all([webA?.stop(), webB?.stop(), worker?.stop()]);
      for (const own of dataDirs) await own.cleanup();
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
    function viaProxy(path: string): Promise<{ status: number; body: Buffer }> {
      return new Promise((resolve, reject) => {
        const request = httpsRequest(`${proxy.httpsUrl}${path}`, { ca: proxy.certificate }, (response) => {
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
  },
);
