import { Gauge, type Registry } from 'prom-client';

/** Jobs in the queue by state (`waiting`, `delayed`, `active`, `failed`...). */
export type JobCounts = () => Promise<Record<string, number>>;

/**
 * The queue's depth, read from the queue (BullMQ's job counts in Redis) when Prometheus scrapes. While
 * the queue cannot be read, `job_queue_up` is 0 and the depth has no samples: the rest of the scrape
 * still answers.
 */
export function watchQueueDepth(registry: Registry, jobCounts: JobCounts): void {
  const up = new Gauge({
    name: 'job_queue_up',
    help: 'Whether the job queue answered the last scrape (1) or not (0)',
    registers: [registry],
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs in the queue by state, read at scrape time',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const counts = await jobCounts();
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
        up.set(1);
      } catch {
        up.set(0);
      }
    },
  });
}
