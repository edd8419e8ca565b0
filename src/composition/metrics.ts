import type { Config } from '#infrastructure/config.ts';
import type { Logger } from '#infrastructure/logger.ts';
import type { MetricsExposition } from '#infrastructure/metrics/metrics-registry.ts';
import type { ProcessMetrics, WebProcessMetrics } from '#infrastructure/metrics/process-metrics.ts';

export interface OpenMetrics<M extends ProcessMetrics> {
  metrics: M;
  /** `/metrics` on the site itself, behind the bearer token: only when there is no METRICS_PORT. */
  siteEndpoint: { token: string; exposition(): Promise<MetricsExposition> } | undefined;
  close(): Promise<void>;
}

/**
 * The process's metrics, when an operator asked for them: with `METRICS_PORT` on a server of their
 * own, else (the web process, `METRICS_TOKEN`) on the site behind the token. Neither set, nothing is
 * measured and prom-client is never loaded.
 */
export async function openMetrics(
  config: Config,
  logger: Logger,
  kind: 'web',
): Promise<OpenMetrics<WebProcessMetrics> | undefined>;
export async function openMetrics(
  config: Config,
  logger: Logger,
  kind: 'worker',
): Promise<OpenMetrics<ProcessMetrics> | undefined>;
export async function openMetrics(
  config: Config,
  logger: Logger,
  kind: 'web' | 'worker',
): Promise<OpenMetrics<ProcessMetrics> | undefined> {
  const { metricsPort: port, metricsToken: token } = config;
  // The worker has no site to put them on: only a port of its own serves its metrics.
  if (port === undefined && (token === undefined || kind === 'worker')) return undefined;
  const { createProcessMetrics, createWebProcessMetrics } = await import(
    '#infrastructure/metrics/process-metrics.ts'
  );
  const metrics = kind === 'web' ? createWebProcessMetrics() : createProcessMetrics();
  const exposition = () => metrics.exposition();
  if (port === undefined) {
    return { metrics, siteEndpoint: token ? { token, exposition } : undefined, close: async () => {} };
  }
  const { startMetricsServer } = await import('#infrastructure/metrics/metrics-server.ts');
  const server = await startMetricsServer({ port, host: config.metricsHost, token, exposition, logger });
  return { metrics, siteEndpoint: undefined, close: () => server.close() };
}
