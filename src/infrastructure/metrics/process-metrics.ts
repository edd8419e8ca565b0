import type { DatabasePoolUse } from '../orm/database.ts';
import { watchDatabasePool } from './database-pool-metrics.ts';
import { createHttpMetrics, type HttpMetrics } from './http-metrics.ts';
import { createJobMetrics, type JobMetrics } from './job-metrics.ts';
import { createMetricsRegistry, exposition, type MetricsExposition } from './metrics-registry.ts';
import { createPageCacheMetrics, type PageCacheMetrics } from './page-cache-metrics.ts';
import { type JobCounts, watchQueueDepth } from './queue-metrics.ts';

/** What every process measures: Node's own metrics, jobs, the queue's depth and the database pool. */
export interface ProcessMetrics {
  jobs: JobMetrics;
  /** Reads the queue's depth at each scrape. */
  watchQueue(jobCounts: JobCounts): void;
  /** Reads the database pool's use at each scrape. */
  watchDatabase(poolUse: () => Promise<DatabasePoolUse>): void;
  exposition(): Promise<MetricsExposition>;
}

/** The web process measures its requests and its page cache as well. */
export interface WebProcessMetrics extends ProcessMetrics {
  http: HttpMetrics;
  pageCache: PageCacheMetrics;
}

export function createProcessMetrics(registry = createMetricsRegistry()): ProcessMetrics {
  return {
    jobs: createJobMetrics(registry),
    watchQueue: (jobCounts) => watchQueueDepth(registry, jobCounts),
    watchDatabase: (poolUse) => watchDatabasePool(registry, poolUse),
    exposition: () => exposition(registry),
  };
}

export function createWebProcessMetrics(): WebProcessMetrics {
  const registry = createMetricsRegistry();
  return {
    ...createProcessMetrics(registry),
    http: createHttpMetrics(registry),
    pageCache: createPageCacheMetrics(registry),
  };
}
