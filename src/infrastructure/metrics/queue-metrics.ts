import { Gauge, type Registry } from 'prom-client';

/** Jobs in the queue by state (`waiting`, `delayed`, `active`, `failed`...). */
export type JobCounts = () => Promise<Record<string, number>>;

/**
 * The queue's depth, read from the queue (BullMQ's job counts in Redis) when Prometheus scrapes. While
 * the queue cannot be read, `job_queue_up` is 0 and the depth has no samples: the rest of the scrape
 * still answers. Both gauges are collected side by side and share one read, so `job_queue_up` says
 * what this scrape found, not the one before.
 */
export function watchQueueDepth(registry: Registry, jobCounts: JobCounts): void {
  let reading: Promise<Record<string, number> | undefined> | undefined;
  const readOnce = () => {
    reading ??= jobCounts()
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'job_queue_up',
    help: 'Whether the job queue answered this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await readOnce()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs in the queue by state, read at scrape time',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await readOnce();
      for (const [state, count] of Object.entries(counts ?? {})) this.set({ state }, count);
    },
  });
}
