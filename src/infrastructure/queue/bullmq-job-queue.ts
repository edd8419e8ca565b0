import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobName, JobPayloads, JobQueue } from '#application/jobs/ports.ts';
import type { Logger } from '../logger.ts';
import { QUEUE_NAME, type RetryPolicy } from './job-options.ts';
import { createProducerConnection } from './redis-connection.ts';

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
        removeOnComplete: { count: 1000 },
        removeOnFail: false,
      },
    });
    this.queue.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<{ jobId: string }> {
    const job = await this.queue.add(name, payload);
    return { jobId: String(job.id) };
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
