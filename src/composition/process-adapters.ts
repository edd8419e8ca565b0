import type { JobProcessors, JobQueue } from '#application/jobs/ports.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { Mailer } from '#application/mail/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import { HmacEmailSecrets } from '#infrastructure/auth/hmac-email-secrets.ts';
import type { Config } from '#infrastructure/config.ts';
import { createContentEvents } from '#infrastructure/events/content-events.ts';
import type { ContentEventsHub } from '#infrastructure/events/content-events-hub.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import type { ProcessMetrics } from '#infrastructure/metrics/process-metrics.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { acquirePgliteLock } from '#infrastructure/orm/pglite-lock.ts';
import { type OpenedFileStorage, openFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { FfmpegVideoFrames } from '#infrastructure/video/ffmpeg-video-frames.ts';
import { createJobProcessors } from './job-processors.ts';

/** What the site and the worker both open, alike, before anything of their own. */
export interface ProcessAdapters {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  mailer: Mailer;
  /** The same disk or bucket in every process: what one stores, the others serve. */
  files: OpenedFileStorage;
  /** News that cached public pages are out of date, across processes when there is a Redis. */
  events: ContentEventsHub;
  frames: FfmpegVideoFrames;
  /** The secrets of e-mailed links, made again by whoever sends the e-mail (the site or the worker). */
  emailSecrets: EmailSecrets;
  /** Every job's processor, queueing the jobs they queue (a reminder's e-mail) on `queue`. */
  jobProcessors(queue: JobQueue): JobProcessors;
  /** Closes what was opened here, the database last but the files and PGlite's lock. */
  close(): Promise<void>;
}

/**
 * The database (PostgreSQL with `DATABASE_URL`, else PGlite, locked to this process), the mailer, the
 * file storage, the content events and video frames. `prepareDatabase` runs on the database before
 * the rest is opened (the site migrates and seeds there; the worker leaves both to the site).
 */
export async function openProcessAdapters(
  config: Config,
  logger: Logger,
  options: { metrics?: ProcessMetrics; prepareDatabase?: (database: Database) => Promise<void> } = {},
): Promise<ProcessAdapters> {
  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.dbDir,
    logger,
  });
  await options.prepareDatabase?.(database);
  options.metrics?.watchDatabase(() => database.poolUse());

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    logger,
  });
  const files = await openFileStorage(config);
  const events = await createContentEvents(config, logger);
  const frames = new FfmpegVideoFrames({ files: files.localCopies, ffmpegPath: config.ffmpegPath });
  // Every process makes them from the same key (the session secret).
  const emailSecrets = new HmacEmailSecrets(config.sessionSecret);
  const clock = { now: () => new Date() };
  return {
    config,
    logger,
    clock,
    database,
    mailer,
    files,
    events,
    frames,
    emailSecrets,
    jobProcessors: (queue) =>
      createJobProcessors(database, {
        mailer,
        emailSecrets,
        storage: files.storage,
        frames,
        queue,
        baseUrl: config.baseUrl,
        events,
        clock,
        logger,
      }),
    async close() {
      await events.close();
      mailer.close();
      await database.close();
      files.close();
      lock?.release();
    },
  };
}
