import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasNginx, type RunningProxy, startNginxProxy } from '../fixtures/harness/nginx-proxy.ts';

// The reverse proxy of the production shape (issue 32): the repository's nginx configuration, in
// Debian's nginx, in front of two stand-in web processes that say who answered and what they were
// sent. The proof with the real site's processes behind it is the scale-out test's.

interface StandIn {
  name: 'A' | 'B';
  server: Server;
  address: string;
  /** Every request it was sent: method, path, headers and the body's size. */
  seen: Array<{ method: string; path: string; headers: IncomingHttpHeaders; bytes: number }>;
  /** What it answers: 200 with its name, or 503 as a web process does while its database is away. */
  mode: 'serve' | 'unavailable';
}

const BASE_URL = 'https://site.example';
const STYLESHEET = `body { color: black; }\n`.repeat(200);

async function standIn(name: StandIn['name']): Promise<StandIn> {
  const stand: StandIn = { name, server: createServer(), address: '', seen: [], mode: 'serve' };
  stand.server.on('request', (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.once('end', () => {
      stand.seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, bytes });
      if (stand.mode === 'unavailable') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      if (req.url === '/style.css') {
        res.writeHead(200, { 'content-type': 'text/css' }).end(STYLESHEET);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  const address = stand.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  stand.address = `127.0.0.1:${address.port}`;
  return stand;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  protocol: string | undefined;
}

/** One request over HTTP/2 and TLS, as a browser sends it to the site. */
function h2(
  proxy: RunningProxy,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body: Buffer | string = '{"title":"hello"}',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(proxy.httpsUrl, { ca: proxy.certificate });
    session.once('error', reject);
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: method,
      [constants.HTTP2_HEADER_PATH]: path,
      ...headers,
    });
    if (method === 'POST') stream.end(body);
    else stream.end();
    let responseHeaders: Answer['headers'] = {};
    const chunks: Buffer[] = [];
    stream.once('response', (received) => {
      responseHeaders = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', reject);
    stream.once('end', () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({
        status: Number(responseHeaders[constants.HTTP2_HEADER_STATUS]),
        headers: responseHeaders,
        body: Buffer.concat(chunks),
        protocol,
      });
    });
  });
}

const enabled = hasNginx();
let a: StandIn;
let b: StandIn;
let proxy: RunningProxy;

// Each test gets its own proxy and stand-ins: nginx remembers a failed process for 10 s.
beforeEach(async () => {
  if (!enabled) return;
  a = await standIn('A');
  b = await standIn('B');
  proxy = await startNginxProxy({ upstreams: [a.address, b.address], baseUrl: BASE_URL });
});

afterEach(async () => {
  await proxy?.stop();
  for (const stand of [a, b]) if (stand?.server.listening) stand.server.close();
});

describe.skipIf(!enabled)('the reverse proxy (deploy/nginx/site.conf.template)', () => {
  it('serves the site over HTTP/2 with TLS, sharing requests between both web processes', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await h2(proxy, 'GET', `/blog?page=${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.protocol).toBe('h2');
    expect(new Set(answers.map((answer) => answer.body.toString()))).toEqual(new Set(['A', 'B']));
  });

  it("passes the visitor's address after any it was sent, the scheme, the host and a request id", async () => {
    await h2(proxy, 'GET', '/', { 'x-forwarded-for': '203.0.113.9' });
    const [sent] = [...a.seen, ...b.seen];
    expect(sent?.headers).toMatchObject({
      // The web processes believe only the proxy's own entry (TRUST_PROXY names the proxy).
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost',
      host: 'localhost',
    });
    expect(sent?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('redirects plain HTTP to the site address, keeping the path and query', async () => {
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      httpRequest(`${proxy.httpUrl}/blog/hello?lang=de`, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .once('error', reject)
        .end();
    });
    expect(answer).toEqual({ status: 308, location: `${BASE_URL}/blog/hello?lang=de` });
  });

  it('compresses text the web process sent uncompressed', async () => {
    const answer = await h2(proxy, 'GET', '/style.css', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(STYLESHEET);
  });

  it("leaves a body's size to the web process, whose routes each keep their own limit", async () => {
    const video = Buffer.alloc(5 * 1024 * 1024, 1);
    const answer = await h2(proxy, 'POST', '/api/blog/videos', { 'content-type': 'video/mp4' }, video);
    expect(answer.status).toBe(200);
    expect([...a.seen, ...b.seen].map((request) => request.bytes)).toEqual([video.length]);
  });

  it("passes the site's own 503 on and keeps the process in turn, so it serves again the moment it can", async () => {
    // A 503 is what a web process answers while its database is away, and the other would say the
    // same: nginx must not count it as the process failing (both would be marked down: 502s for 10 s).
    a.mode = 'unavailable';
    const away = [];
    for (let i = 0; i < 6; i++) away.push(await h2(proxy, 'GET', `/away?i=${i}`));
    expect(new Set(away.map((answer) => `${answer.status} ${answer.body}`))).toEqual(
      new Set(['503 unavailable', '200 B']),
    );
    a.mode = 'serve';
    const back = [];
    for (let i = 0; i < 4; i++) back.push(await h2(proxy, 'GET', `/back?i=${i}`));
    expect(new Set(back.map((answer) => answer.body.toString()))).toEqual(new Set(['A', 'B']));
  });

  it('never sends a POST twice: a 503 from a web process reaches the visitor', async () => {
    a.mode = 'unavailable';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await h2(proxy, 'POST', `/trpc/blog.save?i=${i}`)).status);
    const refused = a.seen.filter((request) => request.method === 'POST').length;
    expect(refused).toBeGreaterThan(0);
    expect(b.seen.filter((request) => request.method === 'POST')).toHaveLength(4 - refused);
    expect(statuses.filter((status) => status === 503)).toHaveLength(refused);
  });

  it('sends everything, POSTs too, to the other web process once one has stopped listening', async () => {
    await new Promise((resolve) => {
      a.server.close(resolve);
      a.server.closeAllConnections();
    });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await h2(proxy, i % 2 ? 'POST' : 'GET', `/stopped?i=${i}`));
    expect(answers.map((answer) => `${answer.status} ${answer.body}`)).toEqual(Array(4).fill('200 B'));
  });
});
