import { ConfigError, loadConfig } from '#infrastructure/config.ts';
import { createLogger } from '#infrastructure/logger.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { startBullMqWorker } from '#infrastructure/queue/bullmq-worker.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';
import { createProcessors } from './processors.ts';

/** `npm run worker`: consumes the Redis queue in its own process (production). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config, 'worker');
  if (!config.redisUrl) {
    logger.error('REDIS_URL is not set: without Redis, jobs run inside the web process (npm start)');
    process.exit(1);
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    logger,
  });
  const worker = await startBullMqWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    processors: createProcessors({ mailer }),
    concurrency: 4,
    logger,
  });
  onShutdownSignal(logger, async () => {
    await worker.close();
    mailer.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
