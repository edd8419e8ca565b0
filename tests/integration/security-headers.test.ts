import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

type Site = Awaited<ReturnType<typeof startSiteProcess>>;

/** The iframes the site shows: the music modal's four platforms and the launch page's teaser. */
const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://w.soundcloud.com',
  'https://www.tiktok.com',
  'https://www.instagram.com',
];

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'dist/server/entry.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does)');
  }
});

/** The policy's directives by name, each with its sources. */
function directivesOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy');
  expect(policy, `${response.url} has no Content-Security-Policy`).toBeTruthy();
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(response: Response) {
  const directives = directivesOf(response);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('frame-src')).toEqual(EMBED_ORIGINS);
  expect(directives.get('media-src')).toEqual(["'self'", 'https:']);
  expect(directives.get('img-src')).toEqual(["'self'", 'https:']);
  expect(directives.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('permissions-policy')).toContain('microphone=()');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
}

describe('security headers on every answer (built site, not production)', () => {
  let environment: SiteEnvironment;
  let site: Site;
  beforeAll(async () => {
    environment = await createSiteEnvironment();
    site = await startSiteProcess(environment.env);
  });
  afterAll(async () => {
    await site?.stop();
    await environment?.cleanup();
  });

  it('puts them on a rendered page, then on the same page served from the page cache', async () => {
    const miss = await fetch(`${site.url}/contact`);
    expect(miss.headers.get('x-page-cache')).toBe('miss');
    expectSecurityHeaders(miss);
    await miss.text();
    // The cache keeps the page once its compressed bodies are ready.
    await expect
      .poll(async () => (await fetch(`${site.url}/contact`)).headers.get('x-page-cache'))
      .toBe('hit');
    const hit = await fetch(`${site.url}/contact`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expectSecurityHeaders(hit);
    expect(hit.headers.get('content-security-policy')).toBe(miss.headers.get('content-security-policy'));
    const notModified = await fetch(`${site.url}/contact`, {
      headers: { 'If-None-Match': hit.headers.get('etag') ?? '' },
    });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified);
  });

  it('carries no script in a page that runs inline, and no inline stylesheet, so style-src needs no hash', async () => {
    for (const pagePath of ['/', '/blog/hello-world', '/contact', '/login', '/no-such-page']) {
      const response = await fetch(`${site.url}${pagePath}`);
      const styleSources = directivesOf(response).get('style-src') ?? [];
      expect(styleSources).not.toContain("'unsafe-inline'");
      const html = await response.text();
      for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const inline = !/\ssrc=/.test(tag ?? '') && (body ?? '').trim() !== '';
        if (inline) expect(tag, `${pagePath}: an inline script`).toMatch(/type="application\/(ld\+)?json"/);
      }
      expect(html, `${pagePath}: an inline stylesheet`).not.toMatch(/<style\b/);
      expect(styleSources).toEqual(["'self'"]);
      expect(html, `${pagePath}: a style attribute`).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('puts them on static files, stored files, tRPC answers and API answers', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const asset = html.match(/src="(\/assets\/entries\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    for (const file of [asset, '/favicon.svg']) {
      const response = await fetch(`${site.url}${file}`);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
    }

    const folder = path.join(environment.dataDir, 'uploads', 'blog-images');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'security-headers.txt'), 'stored');
    const stored = await fetch(`${site.url}/storage/blog-images/security-headers.txt`);
    expect(stored.status).toBe(200);
    expectSecurityHeaders(stored);
    // Posts' media may be shown by other sites (feed readers); everything else stays with the site.
    expect(stored.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(
      (await fetch(`${site.url}/storage/project-files/x.png`)).headers.get('cross-origin-resource-policy'),
    ).toBe('same-origin');
    expect((await fetch(`${site.url}/`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const missing = await fetch(`${site.url}/storage/blog-images/nothing.png`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);

    const trpc = await fetch(`${site.url}/trpc/system.status`);
    expect(trpc.status).toBe(200);
    expectSecurityHeaders(trpc);
    const refusedCall = await fetch(`${site.url}/trpc/blogAdmin.list`);
    expect(refusedCall.status).toBe(401);
    expectSecurityHeaders(refusedCall);

    for (const url of ['/healthz', '/rss.xml']) {
      const response = await fetch(`${site.url}${url}`);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
    }
    const api = await fetch(`${site.url}/api/blog`, { method: 'POST', body: '{}' });
    expect(api.status).toBe(401);
    expectSecurityHeaders(api);
  });

  it('puts them on the 404 page and on errors', async () => {
    const notFound = await fetch(`${site.url}/no-such-page`);
    expect(notFound.status).toBe(404);
    expectSecurityHeaders(notFound);

    // A body the parser cannot read is answered by the error handler.
    const malformed = await fetch(`${site.url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed);
  });

  it('sends no HSTS outside production', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers in production', () => {
  it('adds HSTS to every answer, a cached page included', async () => {
    const environment = await createSiteEnvironment({
      NODE_ENV: 'production',
      BASE_URL: 'https://site.example',
      SESSION_SECRET: 'a-production-session-secret',
      OWNER_PASSWORD: 'owner-password-1',
    });
    try {
      const site = await startSiteProcess(environment.env);
      try {
        for (const url of ['/', '/', '/healthz', '/favicon.svg', '/trpc/system.status', '/no-such-page']) {
          const response = await fetch(`${site.url}${url}`);
          expectSecurityHeaders(response);
          expect(response.headers.get('strict-transport-security')).toBe(
            'max-age=31536000; includeSubDomains',
          );
        }
      } finally {
        await site.stop();
      }
    } finally {
      await environment.cleanup();
    }
  });
});
