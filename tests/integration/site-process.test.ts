import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '#migrations/index.ts';
import { projectRoot, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

type Site = Awaited<ReturnType<typeof startSiteProcess>>;

const builtFile = (asset: string) => path.join(projectRoot, 'dist/client', asset);

/** A GET whose body is left as sent (fetch would undo its compression). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'dist/server/entry.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does)');
  }
});

describe('the site process', () => {
  let environment: SiteEnvironment;
  let site: Site;
  beforeAll(async () => {
    // From an empty database, as a fresh clone's first `npm start`: every migration runs at start.
    environment = await createSiteEnvironment({ OWNER_EMAIL: 'Owner@Example.com' }, { empty: true });
    site = await startSiteProcess(environment.env);
  });
  afterAll(async () => {
    await site?.stop();
    await environment?.cleanup();
  });

  it('answers /healthz while the process is up', async () => {
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with the database and the queue reachable', async () => {
    const response = await fetch(`${site.url}/readyz`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.map((check: { name: string; ok: boolean }) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['queue', true],
    ]);
  });

  it('gives every response a request id, keeping a well-formed one the client sent', async () => {
    const generated = await fetch(`${site.url}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${site.url}/healthz`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    const replaced = await fetch(`${site.url}/healthz`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
  });

  it('serves tRPC under /trpc and answers an unknown procedure with 404', async () => {
    const status = await fetch(`${site.url}/trpc/system.status`);
    expect(status.status).toBe(200);
    expect((await status.json()).result.data).toMatchObject({ ready: true, database: true, queue: true });
    const unknown = await fetch(`${site.url}/trpc/system.nothing`);
    expect(unknown.status).toBe(404);
  });

  it('renders the home page on the server with data read through tRPC', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Truth as a tool for solving problems');
    // The recent posts come from the database through the blog module's tRPC procedure.
    expect(html).toContain('Weekly Catch-up: Robots, Rollouts and Rebuilds');
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await fetch(`${site.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Back to Home');
  });

  it('compresses pages and caches hashed assets for a year', async () => {
    const response = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    const asset = html.match(/src="(\/assets\/entries\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${site.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends scripts and stylesheets as the Brotli or gzip copy the build made, never compressed again', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The page's largest script: the small ones are not worth compressing and are sent as they are.
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, script]) => String(script));
    const sized = await Promise.all(
      scripts.map(async (script) => ({ script, size: (await stat(builtFile(script))).size })),
    );
    const script = sized.sort((a, b) => b.size - a.size)[0]?.script;
    const stylesheet = html.match(/<link rel="stylesheet"[^>]*href="(\/assets\/static\/[^"]+\.css)"/)?.[1];
    for (const asset of [script, stylesheet]) {
      expect(asset).toBeDefined();
      const file = builtFile(String(asset));
      const brotli = await rawGet(`${site.url}${asset}`, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.body.equals(await readFile(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(await readFile(file))).toBe(true);
      const gzip = await rawGet(`${site.url}${asset}`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(await readFile(file))).toBe(true);
      const plain = await rawGet(`${site.url}${asset}`, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toMatch(asset?.endsWith('.js') ? /javascript/ : /text\/css/);
      expect(plain.body.equals(await readFile(file))).toBe(true);
    }
  });

  it('links its stylesheet as a hashed file the browser keeps from page to page, not copied into each', async () => {
    for (const pagePath of ['/', '/blog/hello-world', '/no-such-page']) {
      const html = await (await fetch(`${site.url}${pagePath}`)).text();
      expect(html, `${pagePath}: a stylesheet copied into the page`).not.toMatch(/<style\b/);
      // The encoding is declared where a browser looks for it before it parses anything else.
      expect(html.indexOf('<meta charset="UTF-8"')).toBeGreaterThan(-1);
      expect(html.indexOf('<meta charset="UTF-8"')).toBeLessThan(1024);
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
      expect(links.length).toBeGreaterThan(0);
      for (const [tag, href] of links) {
        expect(tag).not.toContain(' disabled');
        expect(href).toMatch(/^\/assets\/static\/[\w-]+\.[\w-]+\.css$/);
        const file = await fetch(`${site.url}${href}`);
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it("serves no page of the bench's floor (bench/floor is built on its own)", async () => {
    expect((await fetch(`${site.url}/bench/floor`)).status).toBe(404);
  });

  it('migrates an empty database at its first start', () => {
    const applied = site.logs.find((line) => String(line.msg).startsWith('applied '));
    expect(applied?.migrations).toHaveLength(migrationsList.length);
  });

  it('seeds the owner account once, with the configured e-mail in lower case', () => {
    const created = site.logs.find((line) => line.msg === 'owner account created');
    expect(created?.email).toBe('owner@example.com');
    expect(site.logs.some((line) => String(line.msg).includes('password:'))).toBe(true);
  });
});

describe('starting and stopping', () => {
  it('stops on SIGTERM with exit code 0, and a restart keeps the data without seeding again', async () => {
    const environment = await createSiteEnvironment({ OWNER_PASSWORD: 'a-long-owner-password' });
    try {
      const first = await startSiteProcess(environment.env);
      expect(first.logs.some((line) => line.msg === 'owner account created')).toBe(true);
      expect(first.logs.some((line) => String(line.msg).includes('password:'))).toBe(false);
      expect(await first.stop()).toBe(0);
      expect(first.logs.some((line) => line.msg === 'stopped')).toBe(true);

      const second = await startSiteProcess(environment.env);
      expect(second.logs.some((line) => line.msg === 'owner account created')).toBe(false);
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect(await second.stop()).toBe(0);
    } finally {
      await environment.cleanup();
    }
  });

  it.runIf(postgresUrl())(
    'starts two web processes and `npm run migrate` at once on an empty database: one migrates and seeds, the others wait',
    async () => {
      const environment = await createSiteEnvironment(
        { SEED_DEMO_CONTENT: 'true', OWNER_PASSWORD: 'a-long-owner-password' },
        { empty: true },
      );
      const ownDataDir = await createSiteEnvironment({}, { empty: true });
      const started: Site[] = [];
      try {
        const migrate = startProcess('src/infrastructure/orm/migrate-cli.ts', environment.env);
        const migrated = new Promise((resolve) => migrate.child.once('exit', resolve));
        const sites = await Promise.allSettled([
          startSiteProcess(environment.env),
          startSiteProcess({ ...environment.env, DATA_DIR: ownDataDir.dataDir }),
        ]);
        for (const site of sites) if (site.status === 'fulfilled') started.push(site.value);
        expect(sites.map((site) => (site.status === 'rejected' ? String(site.reason) : 'ready'))).toEqual([
          'ready',
          'ready',
        ]);
        expect(await migrated).toBe(0);
        const logs = [...started.flatMap((site) => site.logs), ...migrate.logs];
        const applied = logs.filter((line) => String(line.msg).startsWith('applied '));
        expect(applied.map((line) => (line.migrations as string[]).length)).toEqual([migrationsList.length]);
        expect(logs.filter((line) => line.msg === 'owner account created')).toHaveLength(1);
        expect(logs.filter((line) => line.msg === 'demo blog posts created')).toHaveLength(1);
      } finally {
        for (const site of started) await site.stop();
        await ownDataDir.cleanup();
        await environment.cleanup();
      }
    },
  );

  it('keeps `npm run migrate` off the embedded database while the server holds it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'site-pglite-'));
    try {
      const site = await startSiteProcess({ DATA_DIR: dataDir });
      const migrate = startProcess('src/infrastructure/orm/migrate-cli.ts', { DATA_DIR: dataDir });
      expect(await new Promise((resolve) => migrate.child.once('exit', resolve))).toBe(1);
      expect(migrate.stderr()).toContain('PGlite cannot be opened by two processes at once');
      expect(await site.stop()).toBe(0);

      const afterStop = startProcess('src/infrastructure/orm/migrate-cli.ts', { DATA_DIR: dataDir });
      expect(await new Promise((resolve) => afterStop.child.once('exit', resolve))).toBe(0);
      expect(afterStop.logs.some((line) => line.msg === 'the database is up to date')).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the pages from source through Vite in development (npm run dev)', async () => {
    const environment = await createSiteEnvironment();
    try {
      const site = startProcess('src/main.ts', { ...environment.env, PORT: '0', HOST: '127.0.0.1' }, [
        '--dev',
      ]);
      const ready = await site.waitForLog(
        (line) => String(line.msg ?? '').startsWith('site ready at '),
        60_000,
      );
      const url = String(ready.msg).replace('site ready at ', '');
      const html = await (await fetch(`${url}/`)).text();
      expect(html).toContain('Truth as a tool for solving problems');
      // Vite's client script is what gives hot reload.
      expect(html).toContain('/@vite/client');
      expect(await site.stop()).toBe(0);
    } finally {
      await environment.cleanup();
    }
  });

  it('refuses to start in production without the required variables', async () => {
    const site = startProcess('src/main.ts', { NODE_ENV: 'production', DATA_DIR: '/nonexistent' });
    expect(await new Promise((resolve) => site.child.once('exit', resolve))).toBe(1);
    expect(site.stderr().trim()).toBe('Missing required environment variables: BASE_URL, SESSION_SECRET');
  });

  it('reports not ready (503) while the queue cannot be reached, yet stays healthy', async () => {
    const environment = await createSiteEnvironment({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const site = await startSiteProcess(environment.env);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(503);
      const body = await ready.json();
      expect(body.checks.find((check: { name: string }) => check.name === 'queue')?.ok).toBe(false);
      expect(await site.stop()).toBe(0);
    } finally {
      await environment.cleanup();
    }
  });
});
