import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '#infrastructure/logger.ts';
import type { Draining } from './http/draining.ts';

/**
 * The web process's first step on SIGTERM. `/readyz` answers 503 at once; after `delayMs` (time for
 * a proxy's health check to see it) the listener closes, and with it every idle connection; requests
 * in flight get `graceMs` to finish (each connection closing after its answer), after which the
 * connections still open are cut. Resolves when no request is left.
 */
export async function drainHttpServer(
  server: Server,
  draining: Draining,
  options: { delayMs: number; graceMs: number; logger: Logger },
): Promise<void> {
  draining.start();
  options.logger.info(
    { delayMs: options.delayMs, graceMs: options.graceMs },
    'draining: /readyz answers 503; requests in flight may finish',
  );
  if (options.delayMs > 0) await sleep(options.delayMs);
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const timer = new AbortController();
  const finished = await Promise.race([
    closed,
    sleep(options.graceMs, false, { signal: timer.signal }).catch(() => false),
  ]);
  timer.abort();
  if (finished) return;
  const connections = await new Promise<number>((resolve) =>
    server.getConnections((_error, count) => resolve(count)),
  );
  options.logger.warn(
    { connections },
    `requests still running after ${options.graceMs} ms (SHUTDOWN_GRACE_MS): their connections are cut`,
  );
  server.closeAllConnections();
}
