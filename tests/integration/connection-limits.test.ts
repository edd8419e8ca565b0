import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

// Issue 44, item 2: two clients holding ~20,000 idle connections reached the process's file limit and
// every new visitor got ECONNRESET. Here a site that trusts no proxy (its visitors connect directly)
// is held open from one address, with small limits so the test stays short.

const PER_ADDRESS = 20;
const HEADERS_TIMEOUT_MS = 1_000;

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
const held: Socket[] = [];

/** A connection from `localAddress` that sends the start of a request and then nothing more. */
function holdOpen(localAddress: string): Promise<Socket> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress }, () => {
      socket.write('GET / HTTP/1.1\r\nHost: site\r\n');
      // Read whatever the server answers, so its closing is seen.
      socket.resume();
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    held.push(socket);
  });
}

const closed = (socket: Socket) => socket.destroyed || socket.readyState === 'closed' || socket.readableEnded;

beforeAll(async () => {
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
  // Visitors connect directly: the connecting address is theirs.
  delete environment.env.TRUST_PROXY;
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await site?.stop();
  await environment?.cleanup();
});

describe('connections held open by one address', () => {
  it('are capped for that address, so another visitor is answered at once, and dropped when their headers never finish', async () => {
    const attack = await Promise.all(Array.from({ length: PER_ADDRESS * 2 }, () => holdOpen('127.0.0.1')));
    // The connections over the address's cap are closed by the server.
    await expect.poll(() => attack.filter(closed).length).toBeGreaterThanOrEqual(PER_ADDRESS);

    const visitor = await new Promise<number | undefined>((resolve, reject) =>
      get(`${site.url}/healthz`, { localAddress: '127.0.0.2' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject),
    );
    expect(visitor).toBe(200);

    // Those within the cap are dropped once their headers are overdue.
    await expect.poll(() => attack.every(closed), { timeout: HEADERS_TIMEOUT_MS * 5 }).toBe(true);
  });
});
