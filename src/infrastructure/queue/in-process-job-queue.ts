import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  type EnqueueOptions,
  type JobName,
  type JobPayloads,
  type JobProcessors,
  type JobQueue,
  type JobStatus,
  PermanentJobError,
} from '#application/jobs/ports.ts';
import type { Logger } from '../logger.ts';
import type { FailedJobRecord } from './failed-emails.ts';
import { KEPT_FAILED_JOBS, type RetryPolicy, retryDelay } from './job-options.ts';

export interface FailedJob {
  id: string;
  name: JobName;
  payload: unknown;
  attempts: number;
  error: string;
  failedAt: Date;
}

/** How many finished jobs keep their status for `status()`, like BullMQ's removeOnComplete count. */
const KEPT_STATUSES = 1000;
/** setTimeout's longest delay (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs jobs inside the web process with the same processors and retry policy as the BullMQ worker:
 * the default on a laptop, where no Redis is needed. Jobs (delayed ones too) do not survive a
 * restart; what must (scheduled publication) is re-queued from the database at start-up.
 */
export class InProcessJobQueue implements JobQueue {
  /** Jobs that used up their attempts, kept for inspection (newest last). */
  readonly failed: FailedJob[] = [];
  private readonly processors: JobProcessors;
  private readonly policy: RetryPolicy;
  private readonly log: Logger;
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly statuses = new LRUCache<string, JobStatus>({ max: KEPT_STATUSES });
  private closed = false;

  constructor(options: { processors: JobProcessors; policy: RetryPolicy; logger: Logger }) {
    this.processors = options.processors;
    this.policy = options.policy;
    this.log = options.logger.child({ component: 'jobs' });
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<{ jobId: string }> {
    if (this.closed) throw new Error('The job queue is shutting down');
    const id = options.jobId ?? randomUUID();
    const known = this.statuses.get(id);
    if (known && known.state !== 'failed') return { jobId: id };
    // Jobs cross a serialisation boundary in BullMQ; copying here keeps both adapters honest.
    const copy = structuredClone(payload);
    const delay = options.delayMs ?? 0;
    if (delay > 0) {
      this.statuses.set(id, { state: 'delayed', progress: 0 });
      this.later(id, delay, () => this.start(id, name, copy, 1));
    } else {
      this.start(id, name, copy, 1);
    }
    return { jobId: id };
  }

  async status<N extends JobName>(_name: N, jobId: string): Promise<JobStatus<N>> {
    return (this.statuses.get(jobId) as JobStatus<N> | undefined) ?? { state: 'unknown', progress: 0 };
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  /** The processors run in this process: one worker while it is open. */
  async workerCount(): Promise<number> {
    return this.closed ? 0 : 1;
  }

  /** Jobs by state, for the metrics: none waits (each starts when queued), running, waiting for their time or a retry, kept as failed. */
  async jobCounts(): Promise<Record<string, number>> {
    return { waiting: 0, active: this.running.size, delayed: this.timers.size, failed: this.failed.length };
  }

  /** The newest jobs that used up their attempts, newest first. */
  async failedJobs(limit: number): Promise<FailedJobRecord[]> {
    return this.failed
      .slice(-limit)
      .reverse()
      .map((job) => ({
        id: job.id,
        name: job.name,
        data: job.payload,
        attempts: job.attempts,
        reason: job.error,
        failedAt: job.failedAt,
      }));
  }

  /** Waits for running jobs; delayed jobs and retries not yet due are dropped and logged. */
  async close(): Promise<void> {
    this.closed = true;
    for (const [id, timer] of this.timers) {
      clearTimeout(timer);
      this.log.warn({ jobId: id }, 'waiting job dropped at shutdown');
    }
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once no job is running or waiting for a retry (tests and shutdown use it). */
  async drain(): Promise<void> {
    while (this.running.size > 0 || this.timers.size > 0) {
      await Promise.race([...this.running, new Promise((resolve) => setTimeout(resolve, 10))]);
    }
  }

  private later(id: string, delayMs: number, run: () => void) {
    // A timer longer than about 24.8 days fires at once: a far job waits in steps (reminders months ahead).
    const step = Math.min(delayMs, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(id);
      if (delayMs > step) this.later(id, delayMs - step, run);
      else run();
    }, step);
    this.timers.set(id, timer);
  }

  private start<N extends JobName>(id: string, name: N, payload: JobPayloads[N], attempt: number) {
    const run = this.attempt(id, name, payload, attempt).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async attempt<N extends JobName>(id: string, name: N, payload: JobPayloads[N], attempt: number) {
    const processor = this.processors[name] as JobProcessors[N];
    const log = this.log.child({ jobId: id, job: name, attempt });
    const status: JobStatus = { state: 'active', progress: 0 };
    this.statuses.set(id, status);
    try {
      const result = await processor(payload, {
        jobKey: id,
        reportProgress: async (percent) => {
          status.progress = Math.max(0, Math.min(100, Math.round(percent)));
        },
      });
      this.statuses.set(id, { state: 'completed', progress: 100, result });
      log.info('job completed');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      if (attempt >= this.policy.attempts || this.closed || permanent) {
        this.statuses.set(id, { state: 'failed', progress: status.progress, error: message });
        this.failed.push({ id, name, payload, attempts: attempt, error: message, failedAt: new Date() });
        // As many as BullMQ keeps: an older failed job's payload is not kept in memory for good.
        if (this.failed.length > KEPT_FAILED_JOBS.count) this.failed.shift();
        log.error({ err: error }, `job failed after ${attempt} attempt(s); kept in the failed list`);
        return;
      }
      const delay = retryDelay(this.policy, attempt);
      log.warn({ err: error, retryInMs: delay }, 'job attempt failed; retrying');
      this.statuses.set(id, { state: 'delayed', progress: 0 });
      this.later(id, delay, () => this.start(id, name, payload, attempt + 1));
    }
  }
}
