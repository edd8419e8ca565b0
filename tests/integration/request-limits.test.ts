import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, EDITOR, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let ipCounter = 0;

const client = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.28.1.${++ipCounter}` });
const MB = 1024 * 1024;

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, [
    [OWNER, 'admin'],
    [EDITOR, 'editor'],
  ]);
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await environment?.cleanup();
});

/**
 * Starts a POST that announces (or, chunked, does not announce) a body of `totalBytes` but sends only
 * `sentBytes` of it, and waits for the answer: a server that read the whole body before answering
 * would never answer, and the call would time out.
 */
function sendPartOfABody(
  path: string,
  options: { totalBytes?: number; sentBytes: number; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${site.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: site.url,
        'X-Forwarded-For': `10.28.2.${++ipCounter}`,
        ...(options.totalBytes === undefined ? {} : { 'Content-Length': String(options.totalBytes) }),
        ...options.headers,
      },
    });
    call.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        call.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    // The server may close the connection once it has answered; what counts is the answer.
    call.on('error', (error) => {
      if (!call.destroyed || !('code' in error)) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"email":"');
    let sent = 0;
    const sendMore = () => {
      while (sent < options.sentBytes) {
        sent += chunk.length;
        if (!call.write(chunk)) return void call.once('drain', sendMore);
      }
    };
    sendMore();
  });
}

describe('the body limit of /trpc', () => {
  it('refuses a 50 MB body with 413 from its Content-Length, before the body is sent', async () => {
    const answer = await sendPartOfABody('/trpc/newsletter.subscribe', {
      totalBytes: 50 * MB,
      sentBytes: 64 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: { data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } },
    });
  });

  it('cuts off a chunked body once it passes the limit', async () => {
    const answer = await sendPartOfABody('/trpc/newsletter.subscribe', { sentBytes: 2 * MB });
    expect(answer.status).toBe(413);
  });

  it('reads a body under the limit as before', async () => {
    const answer = await client().trpc('newsletter.subscribe', 'mutation', { email: 'x'.repeat(100_000) });
    expect(answer.status).toBe(400);
  });

  it('gives staff room for a post with six translations, and no one else', async () => {
    const input = { content: 'word '.repeat(240_000) };
    const editor = await signIn(client(), EDITOR);
    expect((await editor.trpc('blogAdmin.preview', 'mutation', input)).status).not.toBe(413);
    expect((await client().trpc('blogAdmin.preview', 'mutation', input)).status).toBe(413);
  });
});

describe('a body larger than its route takes', () => {
  it.each([
    '/login',
    '/auth/sign-in',
    '/api/client-errors',
    '/newsletter/subscribe',
    '/blog',
    '/webhooks/stripe',
  ])('is refused at %s with 413 from its Content-Length, before it is sent', async (path) => {
    const answer = await sendPartOfABody(path, { totalBytes: 50 * MB, sentBytes: 64 * 1024 });
    expect(answer.status).toBe(413);
  });

  it('is refused at the inquiry form above its five images', async () => {
    const answer = await sendPartOfABody('/client_onboarding', {
      totalBytes: 51 * MB,
      sentBytes: 64 * 1024,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(answer.status).toBe(413);
  });
});

describe('the batch limit of /trpc', () => {
  const batchOf = (count: number, procedure: string) =>
    `/trpc/${Array.from({ length: count }, () => procedure).join(',')}?batch=1`;

  it('answers a batch of 10 queries', async () => {
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, {}]))),
    );
    const response = await client().get(`${batchOf(10, 'accounts.me')}&input=${input}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(10);
  });

  it('refuses a batch of 200 queries with 400', async () => {
    const response = await client().get(batchOf(200, 'accounts.me'));
    expect(response.status).toBe(400);
  });

  it('refuses a batch of 11 mutations with 400', async () => {
    const inputs = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [i, { email: `batch${i}@example.com` }]),
    );
    const response = await client().post(batchOf(11, 'newsletter.subscribe'), inputs);
    expect(response.status).toBe(400);
    // One refusal of the whole batch, not eleven answers.
    expect(await response.json()).toMatchObject({ error: { message: 'Batch call exceeds maximum size' } });
  });
});

describe('JSON nested deeper than any form of the site', () => {
  const deep = (depth: number) => '['.repeat(depth);
  const rawPost = (path: string, body: string) =>
    fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: site.url,
        'X-Forwarded-For': `10.28.3.${++ipCounter}`,
      },
      body,
    });

  it('is refused with 400 in tRPC’s shape, before anything walks it', async () => {
    for (const depth of [100, 8_000]) {
      const response = await rawPost('/trpc/contact.send', deep(depth));
      expect(response.status, `depth ${depth}`).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: 'The request is nested too deeply', data: { code: 'BAD_REQUEST' } },
      });
    }
    // Encoded, 2,000 brackets are 6 KB of address: within what the server reads of a request line.
    const inQuery = await client().get(`/trpc/blog.list?input=${encodeURIComponent(deep(2_000))}`);
    expect(inQuery.status).toBe(400);
    expect(await inQuery.json()).toMatchObject({ error: { message: 'The request is nested too deeply' } });
  });

  it('is refused with 400 by the plain JSON routes', async () => {
    for (const path of ['/auth/sign-in', '/auth/client/magic-link']) {
      const response = await rawPost(path, `{"email":${deep(8_000)}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request is nested too deeply' });
    }
  });

  it('is still read when it nests as deep as a real call', async () => {
    const response = await rawPost(
      '/trpc/contact.send',
      JSON.stringify({ name: [[[[['too deep for the schema, not for the reader']]]]] }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('nested too deeply');
  });
});

describe('a chunked body larger than its route takes', () => {
  /**
   * Sends a chunked body of up to `totalBytes` as fast as the server reads it, and counts what the
   * server took before it answered and closed the connection.
   */
  function floodChunked(path: string, contentType: string, totalBytes: number) {
    return new Promise<{ status: number; sentBytes: number }>((resolve) => {
      let status = 0;
      let sentBytes = 0;
      const call = request(`${site.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'Transfer-Encoding': 'chunked',
          Origin: site.url,
          'X-Forwarded-For': `10.28.4.${++ipCounter}`,
        },
      });
      call.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      const finish = () => resolve({ status, sentBytes });
      call.on('error', finish);
      call.on('close', finish);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const sendMore = () => {
        while (sentBytes < totalBytes && !call.destroyed) {
          sentBytes += chunk.length;
          if (!call.write(chunk)) return void call.once('drain', sendMore);
        }
        call.end();
      };
      sendMore();
    });
  }

  it.each([
    ['/contact', 'application/x-www-form-urlencoded'],
    ['/auth/sign-in', 'application/json'],
  ])('is refused at %s with 413 and the connection closed, not read to its end', async (path, type) => {
    const { status, sentBytes } = await floodChunked(path, type, 200 * MB);
    expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(20 * MB);
  });
});
