import { openMetrics } from '#composition/metrics.ts';
import { openProcessAdapters } from '#composition/process-adapters.ts';
import { ConfigError, loadConfig } from '#infrastructure/config.ts';
import { createLogger } from '#infrastructure/logger.ts';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { startBullMqWorker } from '#infrastructure/queue/bullmq-worker.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';

/**
 * `npm run worker`: the second composition root, beside `main.ts`. It consumes the Redis queue in its
 * own process (production), over the same database, mailer, files and events as the site.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'worker');
  if (!config.redisUrl) {
    logger.error('REDIS_URL is not set: without Redis, jobs run inside the web process (npm start)');
    process.exit(1);
  }
  if (!config.databaseUrl) {
    // PGlite lives inside the web process; a second process must never open its files.
    logger.error('DATABASE_URL is not set: a separate worker needs PostgreSQL (the web process owns PGlite)');
    process.exit(1);
  }
  const served = await openMetrics(config, logger, 'worker');
  // Migrations are the web process's job; the worker only reads and writes rows.
  const shared = await openProcessAdapters(config, logger, { metrics: served?.metrics });
  // Jobs that queue other jobs (a reminder's e-mail) add them to the same Redis queue.
  const queue = new BullMqJobQueue({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    policy: { attempts: config.jobAttempts, backoffMs: config.jobBackoffMs },
    logger,
  });
  served?.metrics.watchQueue(() => queue.jobCounts());
  const processors = shared.jobProcessors(queue);
  const worker = await startBullMqWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    processors: served ? served.metrics.jobs.timed(processors) : processors,
    // Two cores: image jobs are CPU-bound, so more at once only queue up inside sharp.
    concurrency: 2,
    lockMs: config.jobLockMs,
    logger,
  });
  // The job in progress finishes first (at most SHUTDOWN_GRACE_MS), then the pools close.
  onShutdownSignal(
    logger,
    async () => {
      await worker.close(config.shutdownGraceMs);
      await queue.close();
      await shared.close();
      await served?.close();
    },
    { boundMs: config.shutdownGraceMs },
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
