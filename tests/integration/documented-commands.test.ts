import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../fixtures/harness/processes.ts';
import { redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';

// Issue 44, item 15: `kill -TERM` on the process docs/operations.md starts (`npm run serve`,
// `npm run worker`) must reach Node and drain it, not end npm and leave Node running.

interface NpmRun {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm run <script>` as an operator types it, in the project, with `env` added. */
function npmRun(script: string, env: Record<string, string>): NpmRun {
  const child = spawn('npm', ['run', script], {
    cwd: projectRoot,
    // Not the test runner's own environment: Vite's BASE_URL ("/") would be taken for the site's.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so the test can end whatever npm leaves behind (`killGroup`).
    detached: true,
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Ends npm and everything it started, should SIGTERM have left anything running. */
function killGroup(run: NpmRun): void {
  try {
    if (run.child.pid !== undefined) process.kill(-run.child.pid, 'SIGKILL');
  } catch {
    // Nothing left in the group.
  }
}

async function waitForOutput(run: NpmRun, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(run.output());
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`${pattern} not seen in ${timeoutMs} ms:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once nothing accepts connections at `url` (the process behind it is gone). */
async function refused(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );
}

describe('the documented start commands, sent SIGTERM', () => {
  let environment: SiteEnvironment;
  beforeAll(async () => {
    environment = await createSiteEnvironment({ PORT: '0', HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await environment?.cleanup();
  });

  it('`npm run serve` drains the web process and exits 0, leaving nothing running', async () => {
    const serve = npmRun('serve', environment.env);
    try {
      const [, url = ''] = await waitForOutput(serve, /site ready at (http:\/\/[\w.:]+)/);
      serve.child.kill('SIGTERM');
      expect(await serve.exited).toBe(0);
      expect(serve.output()).toContain('draining: /readyz answers 503');
      expect(serve.output()).toContain('"msg":"stopped"');
      expect(await refused(url)).toBe(true);
    } finally {
      killGroup(serve);
    }
  }, 30_000);

  it.runIf(redisUrl())(
    '`npm run worker` stops the worker and exits 0',
    async () => {
      const worker = npmRun('worker', environment.env);
      try {
        await waitForOutput(worker, /"msg":"worker ready"/);
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        await waitForOutput(worker, /"msg":"stopped"/, 5000);
      } finally {
        killGroup(worker);
      }
    },
    30_000,
  );
});
