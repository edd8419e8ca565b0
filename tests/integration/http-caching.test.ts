import CachePolicy from 'http-cache-semantics';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

// Issue 43: pages and files as HTTP caches read them (RFC 9110 conditional requests, RFC 9111
// caching), through http-cache-semantics, the cache rules of npm's own HTTP clients.

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request as a browser or a cache sends it (no automatic decompression, unlike fetch). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await request(`${site.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  const body = Buffer.from(await response.body.arrayBuffer());
  const flat = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  );
  return { status: response.statusCode, headers: flat, body };
}

const policyOf = (path: string, requestHeaders: Record<string, string>, answer: Answer) =>
  new CachePolicy(
    { url: path, method: 'GET', headers: requestHeaders },
    { status: answer.status, headers: answer.headers },
    { shared: false },
  );

beforeAll(async () => {
  environment = await createSiteEnvironment();
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

describe('conditional requests for a page', () => {
  it('answers 304 to the tag the first render sent, weak or strong, and to *, before and after the page is kept', async () => {
    const page = '/legal/cookie-policy';
    const br = { 'accept-encoding': 'br' };
    const first = await get(page, br);
    expect(first.headers['x-page-cache']).toBe('miss');
    const tag = first.headers.etag ?? '';
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    // As fetch() sends a conditional request: with Cache-Control: no-cache.
    const conditional = (ifNoneMatch: string) =>
      get(page, { ...br, 'if-none-match': ifNoneMatch, 'cache-control': 'no-cache' });
    for (const ifNoneMatch of [tag.slice(2), tag, `"other", ${tag}`, '*']) {
      const again = await conditional(ifNoneMatch);
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const kept = await get(page, br);
    expect(kept.headers['x-page-cache']).toBe('hit');
    const keptTag = kept.headers.etag ?? '';
    expect(keptTag).toMatch(/^"[^"]+"$/);
    for (const ifNoneMatch of [keptTag, tag])
      expect((await conditional(ifNoneMatch)).status, ifNoneMatch).toBe(304);
    expect((await conditional('"other"')).status).toBe(200);
  });

  it('keeps a page once it is asked for again, and one entry whatever tracking parameters it carries', async () => {
    const page = '/legal/data-protection';
    const states = async (path: string, times: number) => {
      const seen: string[] = [];
      for (let time = 0; time < times; time++) seen.push((await get(path)).headers['x-page-cache'] ?? '');
      return seen;
    };
    expect(await states(page, 3)).toEqual(['miss', 'miss', 'hit']);
    expect(await states(`${page}?utm_source=newsletter&utm_medium=email&fbclid=abc`, 1)).toEqual(['hit']);
    // An address made up for one request is answered and forgotten: it takes no room and no Brotli pass.
    for (let made = 0; made < 3; made++)
      expect(await states(`${page}?nonce=${Math.random()}`, 1)).toEqual(['miss']);
    expect(await states(`${page}?nonce=asked-twice`, 3)).toEqual(['miss', 'miss', 'hit']);
  });

  it('gives the identity, gzip and Brotli bodies tags of their own', async () => {
    const tags = new Set<string>();
    for (const encoding of ['identity', 'gzip', 'br']) {
      const answer = await get('/legal/terms-of-service', { 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'] ?? 'identity').toBe(encoding);
      tags.add(answer.headers.etag ?? '');
    }
    expect(tags.size).toBe(3);
  });

  it('says that a page varies with the language asked for and the cookie, so no cache mixes them up', async () => {
    const answer = await get('/contact', { 'accept-encoding': 'br', 'accept-language': 'en-GB' });
    expect(
      answer.headers.vary
        ?.toLowerCase()
        .split(/\s*,\s*/)
        .sort(),
    ).toEqual(['accept-encoding', 'accept-language', 'cookie']);
  });
});

describe('the files beside the pages', () => {
  it.each(['/og/truth-preview.png', '/favicon.svg', '/No_Problem.mp3'])(
    'lets a browser keep %s for a while',
    async (path) => {
      const headers = { accept: '*/*' };
      const answer = await get(path, headers);
      expect(answer.status).toBe(200);
      const policy = policyOf(path, headers, answer);
      expect(policy.storable()).toBe(true);
      expect(policy.timeToLive()).toBeGreaterThanOrEqual(60 * 60 * 1000);
    },
  );
});
