import { Counter, Histogram, type Registry } from 'prom-client';
import type { JobContext, JobProcessors } from '#application/jobs/ports.ts';

export interface JobMetrics {
  /** The same processors, each attempt timed by job and outcome and each failure counted. */
  timed(processors: JobProcessors): JobProcessors;
}

/** Seconds: from an e-mail (tens of milliseconds) to a video's thumbnail through ffmpeg. */
const DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Durations and failures of background jobs, wherever they run (the worker or the web process). The
 * label is `job_name`: Prometheus gives every target a `job` label of its own.
 */
export function createJobMetrics(registry: Registry): JobMetrics {
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time one attempt of a background job took, by job and outcome (completed or failed)',
    labelNames: ['job_name', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'job_failures_total',
    help: 'Attempts of a background job that failed (each retry counts), by job',
    labelNames: ['job_name'] as const,
    registers: [registry],
  });
  return {
    timed(processors) {
      // Each processor takes its own payload type; the wrapper passes whatever it was given through.
      type AnyProcessor = (payload: unknown, context: JobContext) => Promise<unknown>;
      const timed: Record<string, AnyProcessor> = {};
      for (const [job, processor] of Object.entries(processors) as [string, AnyProcessor][]) {
        timed[job] = async (payload, context) => {
          const end = duration.startTimer({ job_name: job });
          try {
            const result = await processor(payload, context);
            end({ outcome: 'completed' });
            return result;
          } catch (error) {
            end({ outcome: 'failed' });
            failures.inc({ job_name: job });
            throw error;
          }
        };
      }
      return timed as unknown as JobProcessors;
    },
  };
}
