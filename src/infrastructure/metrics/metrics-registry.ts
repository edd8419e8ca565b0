import { collectDefaultMetrics, Registry } from 'prom-client';

/** What a scrape gets: the Prometheus text format and its content type. */
export interface MetricsExposition {
  contentType: string;
  body: string;
}

/**
 * One process's registry, with Node's own metrics: resident memory and heap, CPU, event-loop lag
 * (mean and percentiles), garbage collection, open handles and file descriptors.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export async function exposition(registry: Registry): Promise<MetricsExposition> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
