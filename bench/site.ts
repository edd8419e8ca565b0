import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from '../tests/fixtures/harness/processes.ts';

/** The owner account the bench's sites seed (config: `OWNER_EMAIL`, `OWNER_PASSWORD`). */
export const OWNER = { email: 'owner@example.com', password: 'benchmark-owner-password' };

export interface BenchSite {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitUntilHealthy(url: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the site did not start within 30 s');
}

/**
 * The built site in its own process (production mode, demo content), on a fresh data folder and on the
 * database `DATABASE_URL` names (PGlite without it); `env` adds to the bench defaults and overrides them.
 * `BASE_URL` is the address the site answers on, so canonical links point at the page Lighthouse reads.
 */
export async function startSite(env: Record<string, string> = {}): Promise<BenchSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Warnings only: request logging would make this process parse every line while it measures.
  const child = startProcess('src/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // The bench comes "through a TLS proxy" on loopback (X-Forwarded-Proto) for Secure cookies.
    TRUST_PROXY: 'loopback',
    BASE_URL: url,
    SESSION_SECRET: 'benchmark-session-secret',
    SEED_DEMO_CONTENT: 'true',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  try {
    await waitUntilHealthy(url);
  } catch (error) {
    await child.stop();
    throw new Error(`${(error as Error).message}; stderr: ${child.stderr()}`);
  }
  return {
    url,
    pid: child.child.pid ?? 0,
    dataDir: env.DATA_DIR ?? dataDir,
    async stop() {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
