import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type {
  EnqueueOptions,
  JobName,
  JobPayloads,
  JobQueue,
  JobResults,
  JobState,
  JobStatus,
} from '#application/jobs/ports.ts';
import type { Logger } from '../logger.ts';
import type { FailedJobRecord } from './failed-emails.ts';
import { KEPT_COMPLETED_JOBS, KEPT_FAILED_JOBS, QUEUE_NAME, type RetryPolicy } from './job-options.ts';
import { QueueUnavailableError } from './queue-unavailable.ts';
import { createProducerConnection } from './redis-connection.ts';

const KNOWN_STATES = new Set<JobState>(['waiting', 'delayed', 'active', 'completed', 'failed']);
/** A queue call that takes longer than this is given up: the caller decides what to do without it. */
const CALL_TIMEOUT_MS = 5000;
/** How long a call waits for a connection being (re)made: the first one, or after a blip. */
const CONNECT_WAIT_MS = 1000;

export { QueueUnavailableError };

/** Enqueues jobs in Redis for `npm run worker`; failed jobs stay in Redis's failed set. */
export class BullMqJobQueue implements JobQueue {
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(options: { redisUrl: string; prefix: string; policy: RetryPolicy; logger: Logger }) {
    const log = options.logger.child({ component: 'jobs' });
    this.connection = createProducerConnection(options.redisUrl);
    // While Redis is away ioredis reconnects on its own; enqueue fails fast and /readyz reports it.
    this.connection.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix: options.prefix,
      defaultJobOptions: {
        attempts: options.policy.attempts,
        backoff: { type: 'exponential', delay: options.policy.backoffMs },
        removeOnComplete: KEPT_COMPLETED_JOBS,
        removeOnFail: KEPT_FAILED_JOBS,
      },
    });
    this.queue.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<{ jobId: string }> {
    // With a jobId BullMQ adds nothing when a job of that id exists: the deduplication we rely on.
    const job = await this.call(() =>
      this.queue.add(name, payload, { delay: options.delayMs, jobId: options.jobId }),
    );
    return { jobId: String(job.id) };
  }

  async status<N extends JobName>(name: N, jobId: string): Promise<JobStatus<N>> {
    // The state first, then the job: a job read before it completed would lack its result.
    const [state, job] = await this.call(async () => {
      const state = await this.queue.getJobState(jobId);
      return [state, await this.queue.getJob(jobId)] as const;
    });
    if (!job || job.name !== name) return { state: 'unknown', progress: 0 };
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    return {
      state: KNOWN_STATES.has(state as JobState) ? (state as JobState) : 'waiting',
      progress: state === 'completed' ? 100 : progress,
      result: job.returnvalue as JobResults[N] | undefined,
      error: state === 'failed' ? job.failedReason : undefined,
    };
  }

  /**
   * BullMQ waits for Redis to come back before it runs a command, however long that takes; a request
   * must not hang on it. So a call waits at most a moment for a connection being made, and gives up
   * after a while if Redis stops answering midway.
   */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    await this.connected();
    return withTimeout(work(), CALL_TIMEOUT_MS, 'Redis did not answer');
  }

  private async connected(): Promise<void> {
    if (this.connection.status === 'ready') return;
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    this.connection.once('ready', markReady);
    try {
      await withTimeout(ready, CONNECT_WAIT_MS, `Redis is ${this.connection.status}`);
    } finally {
      this.connection.off('ready', markReady);
    }
  }

  /** Worker processes connected to this queue (BullMQ names their Redis connections). */
  async workerCount(): Promise<number | null> {
    try {
      return await this.call(() => this.queue.getWorkersCount());
    } catch {
      return null;
    }
  }

  /** Jobs by state, for the metrics (finished jobs are not counted: only the last thousand are kept). */
  async jobCounts(): Promise<Record<string, number>> {
    return this.call(() => this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed'));
  }

  /** The newest jobs kept in the failed set (a week at most, see `KEPT_FAILED_JOBS`). */
  async failedJobs(limit: number): Promise<FailedJobRecord[]> {
    const jobs = await this.call(() => this.queue.getFailed(0, limit - 1));
    return jobs
      .filter((job) => job !== undefined)
      .map((job) => ({
        id: String(job.id),
        name: job.name,
        data: job.data as unknown,
        attempts: job.attemptsMade,
        reason: job.failedReason,
        failedAt: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp),
      }))
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
  }

  /** Calls `listener` each time the connection to Redis is ready: at start and after every outage. */
  onReady(listener: () => void): void {
    this.connection.on('ready', listener);
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}

/** The promise's outcome, or a QueueUnavailableError once `ms` have passed. */
async function withTimeout<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueueUnavailableError(reason)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
