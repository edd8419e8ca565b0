import { randomUUID } from 'node:crypto';
import {
  DEFERRABLE_JOBS,
  type EnqueueOptions,
  type JobName,
  type JobOutbox,
  type JobPayloads,
  type JobQueue,
  type JobStatus,
  type KeptJob,
} from '#application/jobs/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '../logger.ts';

/** Jobs handed over per transaction of the relay. */
const RELAY_BATCH = 50;
/** While this process has kept jobs the queue has not taken yet, it tries again this often. */
const RETRY_MS = 2000;
/** Every process looks this often, for jobs kept by another one that stopped before relaying them. */
const SWEEP_MS = 60_000;

/** A queue that says when its connection is back (BullMQ: Redis is ready again). */
export interface ReconnectingJobQueue extends JobQueue {
  onReady(listener: () => void): void;
}

const reconnects = (queue: JobQueue): queue is ReconnectingJobQueue => 'onReady' in queue;

/**
 * The Redis queue with an outbox in the database: a deferrable job (an e-mail, a scheduled
 * publication, a reminder) that cannot be queued because Redis is away is kept in `job_outbox`, and
 * the request goes on as if it had been queued. The relay queues kept jobs as soon as Redis is ready
 * again (and every few seconds while any wait). Each job has its id before the first try, so a job
 * Redis took without the answer arriving is not queued a second time by the relay.
 */
export class OutboxJobQueue implements JobQueue {
  private readonly queue: JobQueue;
  private readonly outbox: JobOutbox;
  private readonly clock: Clock;
  private readonly log: Logger;
  private relaying: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private readonly sweep: NodeJS.Timeout;
  private closed = false;

  constructor(options: { queue: JobQueue; outbox: JobOutbox; clock: Clock; logger: Logger }) {
    this.queue = options.queue;
    this.outbox = options.outbox;
    this.clock = options.clock;
    this.log = options.logger.child({ component: 'job-outbox' });
    // Jobs kept before this start (by this process or another) go out once the queue is ready: on
    // Redis at its first `ready`, then after every outage; the in-process queue is ready at once.
    if (reconnects(this.queue)) this.queue.onReady(() => void this.relay());
    else void this.relay();
    this.sweep = setInterval(() => void this.relay(), SWEEP_MS).unref();
  }

  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<{ jobId: string }> {
    if (!DEFERRABLE_JOBS.has(name)) return this.queue.enqueue(name, payload, options);
    const jobId = options.jobId ?? randomUUID();
    try {
      return await this.queue.enqueue(name, payload, { ...options, jobId });
    } catch (error) {
      const runAt = new Date(this.clock.now().getTime() + (options.delayMs ?? 0));
      try {
        await this.outbox.keep({ jobId, name, payload, runAt });
      } catch (keepError) {
        this.log.error({ err: keepError, jobId, job: name }, 'job neither queued nor kept');
        throw error;
      }
      this.log.warn({ err: error, jobId, job: name }, 'job kept in the outbox until the queue is back');
      this.relaySoon();
      return { jobId };
    }
  }

  status<N extends JobName>(name: N, jobId: string): Promise<JobStatus<N>> {
    return this.queue.status(name, jobId);
  }

  ping(): Promise<boolean> {
    return this.queue.ping();
  }

  workerCount(): Promise<number | null> {
    return this.queue.workerCount();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
    clearTimeout(this.retry);
    await this.relaying;
    await this.queue.close();
  }

  /** Queues every kept job it can; one relay at a time in this process. Resolves when it is done. */
  relay(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.relaying ??= this.relayKept().finally(() => {
      this.relaying = undefined;
    });
    return this.relaying;
  }

  private async relayKept(): Promise<void> {
    // The relay holds its rows' locks while it queues them: never while the queue is known to be away
    // (on PGlite, one connection, the whole site would wait on it).
    if (!(await this.queue.ping().catch(() => false))) {
      this.relaySoon();
      return;
    }
    let total = 0;
    try {
      for (;;) {
        const { relayed, failure } = await this.outbox.relay((job) => this.requeue(job), RELAY_BATCH);
        total += relayed;
        if (failure) {
          this.log.warn(
            { err: failure, relayed: total },
            'kept jobs not queued yet: the queue is still away',
          );
          this.relaySoon();
          return;
        }
        if (relayed < RELAY_BATCH) break;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'kept jobs not read: the database is away');
      this.relaySoon();
      return;
    }
    if (total > 0) this.log.info({ count: total }, 'kept jobs queued');
  }

  private async requeue(job: KeptJob): Promise<void> {
    const delayMs = Math.max(0, job.runAt.getTime() - this.clock.now().getTime());
    await this.queue.enqueue(job.name, job.payload as never, { jobId: job.jobId, delayMs });
  }

  private relaySoon(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.relay();
    }, RETRY_MS).unref();
  }
}
