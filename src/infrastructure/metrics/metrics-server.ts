import { createServer, type Server } from 'node:http';
import type { Logger } from '../logger.ts';
import { hasBearerToken } from './bearer-token.ts';
import type { MetricsExposition } from './metrics-registry.ts';

export interface RunningMetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `METRICS_PORT`: a server of its own that answers `GET /metrics` and nothing else, so metrics never
 * share the site's public port (a proxy in front of the site does not reach them). With a token set
 * as well, it is asked for here too.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  exposition: () => Promise<MetricsExposition>;
  logger: Logger;
}): Promise<RunningMetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (options.token !== undefined && !hasBearerToken(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized');
      return;
    }
    options.exposition().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`;
  options.logger.info({ url }, `metrics at ${url}`);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
