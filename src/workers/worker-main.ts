import { createJobProcessors } from '#composition/job-processors.ts';
import { openMetrics } from '#composition/metrics.ts';
import { HmacEmailSecrets } from '#infrastructure/auth/hmac-email-secrets.ts';
import { ConfigError, loadConfig } from '#infrastructure/config.ts';
import { createContentEvents } from '#infrastructure/events/content-events.ts';
import { createLogger } from '#infrastructure/logger.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { startBullMqWorker } from '#infrastructure/queue/bullmq-worker.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';
import { openFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { FfmpegVideoFrames } from '#infrastructure/video/ffmpeg-video-frames.ts';

const systemClock = { now: () => new Date() };

/** `npm run worker`: consumes the Redis queue in its own process (production). */
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    logger,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    logger,
  });
  const events = await createContentEvents(config, logger);
  // The same disk or bucket as the web processes: what one stores, the others serve.
  const files = await openFileStorage(config);
  // Jobs that queue other jobs (a reminder's e-mail) add them to the same Redis queue.
  const queue = new BullMqJobQueue({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    policy: { attempts: config.jobAttempts, backoffMs: config.jobBackoffMs },
    logger,
  });
  served?.metrics.watchDatabase(() => database.poolUse());
  served?.metrics.watchQueue(() => queue.jobCounts());
  const processors = createJobProcessors(database, {
    mailer,
    // The same key as the web processes: the secrets of sealed e-mails' links are made again from it.
    emailSecrets: new HmacEmailSecrets(config.sessionSecret),
    storage: files.storage,
    frames: new FfmpegVideoFrames({ files: files.localCopies, ffmpegPath: config.ffmpegPath }),
    queue,
    baseUrl: config.baseUrl,
    events,
    clock: systemClock,
    logger,
  });
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
      await events.close();
      mailer.close();
      await database.close();
      files.close();
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
