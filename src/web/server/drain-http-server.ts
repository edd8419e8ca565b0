import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '#infrastructure/logger.ts';
import type { Draining } from './http/draining.ts';

/**
 * The web process's first step on SIGTERM. `/readyz` answers 503 at once; after `delayMs` (time for
 * a proxy's health check to see it) the listener closes and every answer from then on closes its
 * connection. Idle keep-alive connections are left to their client to close (nginx does within 4 s),
 * never closed here: a proxy may be sending a request down one at that very moment, and a POST it
 * sent is never sent again. Requests in flight get `graceMs` to finish, after which the connections
 * still open are cut. Resolves when no connection is left.
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
  draining.closeConnections();
  // net's close, not http's: since Node 19 http.Server#close also cuts the idle connections.
  const closed = new Promise<boolean>((resolve) =>
    NetServer.prototype.close.call(server, () => resolve(true)),
  );
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
    `connections still open after ${options.graceMs} ms (SHUTDOWN_GRACE_MS): they are cut`,
  );
  server.closeAllConnections();
}
