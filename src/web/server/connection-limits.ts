import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { networkForLimits } from '#domain/shared/network-address.ts';

export interface ConnectionLimits {
  /** Connections one address (an IPv6 /64) may hold open at once. */
  perAddress: number;
  /** How long a request's headers may take to arrive. */
  headersTimeoutMs: number;
  /** How long a connection may send and receive nothing, in a body or between requests. */
  idleTimeoutMs: number;
}

/** File descriptors kept back from connections: the database pool, Redis, stored files, logs. */
const RESERVED_DESCRIPTORS = 256;
/** Any one upload or download, however slow the line: bounded, so no request holds a socket forever. */
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Keeps the web process answering while someone holds connections open: one address may hold at most
 * `perAddress` (a trusted proxy's connections carry many visitors, and are not counted), the process
 * takes no more than its file limit leaves room for, headers must arrive within seconds and a silent
 * connection is closed. Without these, idle connections from two clients once used up the process's
 * files and every new visitor was refused.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
  logger: Logger,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = limits.idleTimeoutMs;
  const fileLimit = openFileLimit();
  if (fileLimit !== undefined) server.maxConnections = Math.max(fileLimit - RESERVED_DESCRIPTORS, 64);

  const open = new Map<string, number>();
  let lastRefusalLogged = 0;
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const network = networkForLimits(address);
    const count = (open.get(network) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      if (Date.now() - lastRefusalLogged > 60_000) {
        lastRefusalLogged = Date.now();
        logger.warn({ network, limit: limits.perAddress }, 'connection refused: too many from one address');
      }
      return;
    }
    open.set(network, count);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left === 0) open.delete(network);
      else open.set(network, left);
    });
  });
}

/** The process's soft limit of open files (Linux), or undefined where it cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) ? soft : undefined;
  } catch {
    return undefined;
  }
}
