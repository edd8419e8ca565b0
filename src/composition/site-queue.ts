import type { JobQueue } from '#application/jobs/ports.ts';
import type { ProcessMetrics } from '#infrastructure/metrics/process-metrics.ts';
import { OrmJobOutbox } from '#infrastructure/orm/jobs/job-outbox.ts';
import type { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { OutboxJobQueue } from '#infrastructure/queue/outbox-job-queue.ts';
import type { ProcessAdapters } from './process-adapters.ts';

export interface SiteQueue {
  /** Where the site queues its jobs: Redis can be away for a while, and deferrable jobs then wait in the database. */
  queue: OutboxJobQueue;
  /** BullMQ with `REDIS_URL` (a worker runs the jobs), else the same processors in this process. */
  backingQueue: BullMqJobQueue | InProcessJobQueue;
}

/** The web process's job queue, over Redis or in-process, behind the database outbox. */
export async function openSiteQueue(shared: ProcessAdapters, metrics?: ProcessMetrics): Promise<SiteQueue> {
  const { config, logger, database, clock } = shared;
  const policy = { attempts: config.jobAttempts, backoffMs: config.jobBackoffMs };
  // The processors enqueue too (a reminder's e-mail) on the queue that runs them, built just below.
  let builtQueue: JobQueue | undefined;
  const processors = shared.jobProcessors(boundLater(() => builtQueue));
  const backingQueue: BullMqJobQueue | InProcessJobQueue = config.redisUrl
    ? await openBullMqQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, policy, logger })
    : new InProcessJobQueue({
        processors: metrics ? metrics.jobs.timed(processors) : processors,
        policy,
        logger,
      });
  // Redis can be away for a while: e-mails and other deferrable jobs then wait in the database.
  const queue = new OutboxJobQueue({
    queue: backingQueue,
    outbox: new OrmJobOutbox(() => database.fork()),
    clock,
    logger,
  });
  builtQueue = queue;
  metrics?.watchQueue(() => backingQueue.jobCounts());
  return { queue, backingQueue };
}

/** A queue that is built after the code that holds it; used only once it exists. */
function boundLater(current: () => JobQueue | undefined): JobQueue {
  const queue = () => {
    const built = current();
    if (!built) throw new Error('job queue not built yet');
    return built;
  };
  return {
    enqueue: (name, payload, options) => queue().enqueue(name, payload, options),
    status: (name, jobId) => queue().status(name, jobId),
    ping: () => queue().ping(),
    workerCount: () => queue().workerCount(),
    close: () => queue().close(),
  };
}

/** bullmq and ioredis load only where there is a Redis: the in-process queue needs neither. */
async function openBullMqQueue(options: ConstructorParameters<typeof BullMqJobQueue>[0]) {
  const { BullMqJobQueue } = await import('#infrastructure/queue/bullmq-job-queue.ts');
  return new BullMqJobQueue(options);
}
