import { randomUUID } from 'node:crypto';
import type { JobName, JobPayloads, JobProcessors, JobQueue } from '#application/jobs/ports.ts';
import type { Logger } from '../logger.ts';
import { type RetryPolicy, retryDelay } from './job-options.ts';

export interface FailedJob {
  id: string;
  name: JobName;
  payload: unknown;
  attempts: number;
  error: string;
  failedAt: Date;
}

/**
 * Runs jobs inside the web process with the same processors and retry policy as the BullMQ worker:
 * the default on a laptop, where no Redis is needed. Jobs do not survive a restart.
 */
export class InProcessJobQueue implements JobQueue {
  /** Jobs that used up their attempts, kept for inspection (newest last). */
  readonly failed: FailedJob[] = [];
  private readonly processors: JobProcessors;
  private readonly policy: RetryPolicy;
  private readonly log: Logger;
  private readonly running = new Set<Promise<void>>();
  private readonly waitingRetries = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(options: { processors: JobProcessors; policy: RetryPolicy; logger: Logger }) {
    this.processors = options.processors;
    this.policy = options.policy;
    this.log = options.logger.child({ component: 'jobs' });
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<{ jobId: string }> {
    if (this.closed) throw new Error('The job queue is shutting down');
    const id = randomUUID();
    // Jobs cross a serialisation boundary in BullMQ; copying here keeps both adapters honest.
    this.start(id, name, structuredClone(payload), 1);
    return { jobId: id };
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  /** Waits for running jobs; retries not yet due are dropped and logged. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [id, timer] of this.waitingRetries) {
      clearTimeout(timer);
      this.log.warn({ jobId: id }, 'job retry dropped at shutdown');
    }
    this.waitingRetries.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once no job is running or waiting for a retry (tests and shutdown use it). */
  async drain(): Promise<void> {
    while (this.running.size > 0 || this.waitingRetries.size > 0) {
      await Promise.race([...this.running, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  private start<N extends JobName>(id: string, name: N, payload: JobPayloads[N], attempt: number) {
    const run = this.attempt(id, name, payload, attempt).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async attempt<N extends JobName>(id: string, name: N, payload: JobPayloads[N], attempt: number) {
    const processor = this.processors[name] as (payload: JobPayloads[N]) => Promise<void>;
    const log = this.log.child({ jobId: id, job: name, attempt });
    try {
      await processor(payload);
      log.info('job completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= this.policy.attempts || this.closed) {
        this.failed.push({ id, name, payload, attempts: attempt, error: message, failedAt: new Date() });
        log.error({ err: error }, `job failed after ${attempt} attempt(s); kept in the failed list`);
        return;
      }
      const delay = retryDelay(this.policy, attempt);
      log.warn({ err: error, retryInMs: delay }, 'job attempt failed; retrying');
      const timer = setTimeout(() => {
        this.waitingRetries.delete(id);
        this.start(id, name, payload, attempt + 1);
      }, delay);
      this.waitingRetries.set(id, timer);
    }
  }
}
