import { UnrecoverableError, Worker } from 'bullmq';
import {
  type JobContext,
  type JobName,
  type JobProcessors,
  PermanentJobError,
} from '#application/jobs/ports.ts';
import type { Logger } from '../logger.ts';
import { QUEUE_NAME } from './job-options.ts';
import { createWorkerConnection } from './redis-connection.ts';

export interface RunningWorker {
  /**
   * Stops taking jobs and waits for those in flight, at most `graceMs`: a job still running then is
   * left as it is, and BullMQ gives it to a worker again once its lock lapses (a stalled job).
   */
  close(graceMs?: number): Promise<void>;
}

/** Resolves with false after `ms`, without keeping the process alive for it. */
function lapse(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
}

/** Consumes the BullMQ queue with the given processors; BullMQ applies the retry policy set at enqueue. */
export async function startBullMqWorker(options: {
  redisUrl: string;
  prefix: string;
  processors: JobProcessors;
  concurrency: number;
  /** A job whose worker stops renewing its lock this long (killed) is taken up again. */
  lockMs?: number;
  logger: Logger;
}): Promise<RunningWorker> {
  const log = options.logger.child({ component: 'worker' });
  const connection = createWorkerConnection(options.redisUrl);
  connection.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  const processors: Partial<Record<string, (payload: never, context: JobContext) => Promise<unknown>>> =
    options.processors;
  let inProgress = 0;
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const processor = processors[job.name];
      if (!processor) throw new UnrecoverableError(`No processor for job "${job.name}"`);
      inProgress += 1;
      try {
        return await processor(job.data as never, {
          jobKey: `${job.id}@${job.timestamp}`,
          reportProgress: (percent) => job.updateProgress(percent),
        });
      } catch (error) {
        // BullMQ's own marker for "do not retry".
        if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
        throw error;
      } finally {
        inProgress -= 1;
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
    },
  );
  worker.on('completed', (job) => {
    log.info({ jobId: job.id, job: job.name as JobName, attempt: job.attemptsMade }, 'job completed');
  });
  worker.on('failed', (job, error) => {
    if (!job) return log.error({ err: error }, 'job failed');
    const attempts = job.opts.attempts ?? 1;
    const context = { jobId: job.id, job: job.name, attempt: job.attemptsMade, err: error };
    if (job.attemptsMade >= attempts || error instanceof UnrecoverableError) {
      log.error(context, `job failed after ${job.attemptsMade} attempt(s); kept in the failed set`);
    } else {
      log.warn(context, 'job attempt failed; retrying with backoff');
    }
  });
  worker.on('error', (error) => log.error({ err: error }, 'worker error'));
  await worker.waitUntilReady();
  log.info({ queue: QUEUE_NAME, prefix: options.prefix }, 'worker ready');
  return {
    async close(graceMs = Number.POSITIVE_INFINITY) {
      if (inProgress > 0) log.info({ jobs: inProgress }, 'finishing the jobs in progress before stopping');
      const closed = worker.close().then(() => true);
      const finished =
        graceMs === Number.POSITIVE_INFINITY ? await closed : await Promise.race([closed, lapse(graceMs)]);
      if (!finished)
        log.warn(
          `jobs still running after ${graceMs} ms (SHUTDOWN_GRACE_MS): left to run again once their lock lapses`,
        );
      connection.disconnect();
    },
  };
}
