import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { UserRepository } from '#application/accounts/ports.ts';
import { seedOwnerAccount } from '#application/accounts/seed-owner-account.ts';
import type { PostRepository } from '#application/blog/ports.ts';
import { seedDemoPosts } from '#application/blog/seed-demo-posts.ts';
import { seedBooking } from '#application/booking/seed-booking.ts';
import { DEMO_CLIENT_EMAIL, seedDemoClient } from '#application/clients/seed-demo-client.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import type { DepositPayments, DepositWebhooks } from '#application/proposals/ports.ts';
import { checkReadiness } from '#application/system/check-readiness.ts';
import { Argon2PasswordHasher } from '#infrastructure/auth/argon2-password-hasher.ts';
import { HmacEmailSecrets } from '#infrastructure/auth/hmac-email-secrets.ts';
import { HmacNewsletterTokens } from '#infrastructure/auth/newsletter-tokens.ts';
import { createPreviewSecret } from '#infrastructure/auth/preview-secret.ts';
import { type Config, ConfigError, configWarnings, loadConfig } from '#infrastructure/config.ts';
import { createContentEvents } from '#infrastructure/events/content-events.ts';
import { createLogger, type Logger } from '#infrastructure/logger.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { UnifiedMarkdownRenderer } from '#infrastructure/markdown/markdown-renderer.ts';
import { DatabaseSessionStore } from '#infrastructure/orm/accounts/database-session-store.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmSeededServiceLog } from '#infrastructure/orm/booking/seeded-service-log.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { OrmTransactionRepository } from '#infrastructure/orm/clients/account-transaction.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { OrmDemoClientWriter } from '#infrastructure/orm/clients/demo-client.repository.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { OrmJobOutbox } from '#infrastructure/orm/jobs/job-outbox.ts';
import { acquirePgliteLock } from '#infrastructure/orm/pglite-lock.ts';
import { DatabaseSubmissionAnswers } from '#infrastructure/orm/submissions/database-submission-answers.ts';
import { BankTransferPayments } from '#infrastructure/payments/bank-transfer-payments.ts';
import { PdfkitProposalRenderer } from '#infrastructure/pdf/pdfkit-proposal-renderer.ts';
import { projectRootOf } from '#infrastructure/project-root.ts';
import type { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { OutboxJobQueue } from '#infrastructure/queue/outbox-job-queue.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';
import { openFileStorage } from '#infrastructure/storage/open-file-storage.ts';
import { storedImageHead } from '#infrastructure/storage/stored-image-head.ts';
import { createSiteRequests } from '#infrastructure/system/http-site-requests.ts';
import { MemoryRateLimiter } from '#infrastructure/system/memory-rate-limiter.ts';
import { MemoryRecentTestRuns } from '#infrastructure/system/memory-recent-test-runs.ts';
import { createSystemProbes } from '#infrastructure/system/system-probes.ts';
import { FfmpegVideoFrames, ffmpegAvailable } from '#infrastructure/video/ffmpeg-video-frames.ts';
import { createWebApp } from '#web/server/app.ts';
import { limitConnections } from '#web/server/connection-limits.ts';
import { drainHttpServer } from '#web/server/drain-http-server.ts';
import { Draining } from '#web/server/http/draining.ts';
import { storedFileResponses } from '#web/server/http/storage.routes.ts';
import { PageCache } from '#web/server/page-cache.ts';
import { createBuiltPageRenderer, createDevPageRenderer } from '#web/server/pages.ts';
import { startBackgroundTasks } from './composition/background-tasks.ts';
import { createJobProcessors } from './composition/job-processors.ts';
import { openMetrics } from './composition/metrics.ts';
import { createRequestServices } from './composition/request-services.ts';

const projectRoot = projectRootOf(import.meta.url);
const systemClock = { now: () => new Date() };
/** An upload still waiting in the incoming area after this long was never processed. */
const INCOMING_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface RunningSite {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** The composition root: config → database → adapters → services → web (+ in-process jobs). */
async function startSite(config: Config, logger: Logger, options: { dev: boolean }): Promise<RunningSite> {
  for (const warning of configWarnings(config)) logger.warn(warning);
  const served = await openMetrics(config, logger, 'web');
  const metrics = served?.metrics;

  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.dbDir,
    logger,
  });
  // Processes started together take turns: one migrates and seeds, the next finds it done.
  await database.exclusively(async () => {
    await database.migrate();
    const seedUsers = new OrmUserRepository(database.fork());
    await seedOwner(config, logger, seedUsers);
    await seedDemoContent(config, logger, seedUsers, new OrmPostRepository(database.fork()));
    await seedDemoClientContent(config, logger, database);
    await seedBookingServices(config, logger, database);
  });
  metrics?.watchDatabase(() => database.poolUse());

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    logger,
  });
  const files = await openFileStorage(config);
  const storage = files.storage;
  // A bucket out of reach does not stop the start: the next start sweeps again.
  const swept = await storage.sweepIncoming(INCOMING_MAX_AGE_MS).catch((error: unknown) => {
    logger.warn({ err: error }, 'abandoned uploads not swept');
    return 0;
  });
  if (swept > 0) logger.info({ files: swept }, 'abandoned uploads removed');
  const events = await createContentEvents(config, logger);
  const policy = { attempts: config.jobAttempts, backoffMs: config.jobBackoffMs };
  const frames = new FfmpegVideoFrames({ files: files.localCopies, ffmpegPath: config.ffmpegPath });
  // The processors enqueue too (a reminder's e-mail) on the queue that runs them, built just below.
  let builtQueue: JobQueue | undefined;
  // The secrets of e-mailed links, made again by whoever sends the e-mail (this process or the worker).
  const emailSecrets = new HmacEmailSecrets(config.sessionSecret);
  const processors = createJobProcessors(database, {
    mailer,
    emailSecrets,
    storage,
    frames,
    queue: boundLater(() => builtQueue),
    baseUrl: config.baseUrl,
    events,
    clock: systemClock,
    logger,
  });
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
    clock: systemClock,
    logger,
  });
  builtQueue = queue;
  metrics?.watchQueue(() => backingQueue.jobCounts());

  const markdown = new UnifiedMarkdownRenderer({
    localImageFile: localImageFile(config),
    storedImageHead: files.location.kind === 'bucket' ? storedImageHead(storage) : undefined,
  });
  const newsletterTokens = new HmacNewsletterTokens(config.sessionSecret);
  const previewSecret = createPreviewSecret({ password: config.previewPassword, url: config.previewUrl });

  const thumbnailsFromVideo = await ffmpegAvailable(config.ffmpegPath);
  if (!thumbnailsFromVideo)
    logger.info("ffmpeg not found: video thumbnails come from the editor's frame capture only");

  const { payments, webhooks: depositWebhooks } = await openPayments(config, logger);

  const hasher = new Argon2PasswordHasher();
  const decoyHash = await hasher.hash(randomBytes(16).toString('hex'));
  const probes = { database: () => database.ping(), queue: () => queue.ping() };
  const systemProbes = createSystemProbes({
    database,
    queue,
    queueKind: config.redisUrl ? 'redis' : 'in-process',
    failedJobs: backingQueue,
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    storage: files.probe,
  });
  // The site's own address is known once it listens (PORT=0 picks a free port).
  let siteOrigin: string | undefined;
  // Proves to the app that a request with a visitor's address came from this process (the test pages).
  const selfRequestToken = randomBytes(32).toString('base64url');
  const siteRequests = createSiteRequests(
    () => {
      if (!siteOrigin) throw new Error('the site is not listening yet');
      return siteOrigin;
    },
    { selfRequestToken },
  );
  const servicesForRequest = createRequestServices({
    config,
    logger,
    database,
    queue,
    storage,
    events,
    clock: systemClock,
    markdown,
    newsletterTokens,
    emailSecrets,
    previewSecret,
    hasher,
    decoyHash,
    payments,
    pdf: new PdfkitProposalRenderer(),
    thumbnailsFromVideo,
    systemProbes,
    siteRequests,
    testRunLimiter: new MemoryRateLimiter(systemClock),
    recentTestRuns: {
      connection: new MemoryRecentTestRuns(systemClock),
      suite: new MemoryRecentTestRuns(systemClock),
    },
  });
  const sessionStore = new DatabaseSessionStore(() => database.fork());
  const submissionAnswers = new DatabaseSubmissionAnswers(() => database.fork());
  // In development pages change under Vite's hot reload: nothing is cached there.
  const pageCache =
    options.dev || config.pageCacheTtlMs === 0
      ? undefined
      : new PageCache({ ttlMs: config.pageCacheTtlMs, counters: metrics?.pageCache });
  // Publishing, editing or deleting a post, or the owner changing a service or their hours (here, in
  // another web process or in the worker) drops every cached page: the post, the lists, home, feeds,
  // sitemap and booking pages all show them.
  // Neither waits for Redis: the site starts (and reports not ready) while Redis is away.
  events
    .onContentChanged(() => pageCache?.clear())
    .catch((error: unknown) => logger.warn({ err: error }, 'not listening for content changes'));
  const background = startBackgroundTasks({
    services: servicesForRequest,
    logger,
    testUserSweepMs: config.testUserSweepMs,
  });

  // Overdue headers are looked for every second (Node's default: every 30 s).
  const server = createServer({ connectionsCheckingInterval: 1_000 });
  const draining = new Draining();
  const pages = options.dev
    ? await createDevPageRenderer(projectRoot, server)
    : createBuiltPageRenderer(projectRoot);
  const app = createWebApp({
    logger,
    servicesForRequest,
    checkReadiness: () => checkReadiness(probes),
    pages,
    baseUrl: config.baseUrl,
    trustProxy: config.trustProxy,
    selfRequestToken,
    contactEmail: config.contactEmail,
    session: { store: sessionStore, secret: config.sessionSecret, secureCookies: config.isProduction },
    submissionAnswers,
    storedFiles: storedFileResponses(files.location, storage),
    pageCache,
    depositWebhooks,
    strictTransportSecurity: config.isProduction,
    draining,
    requestMetrics: metrics?.http,
    metricsEndpoint: served?.siteEndpoint,
  });
  server.on('request', app);
  const trustsProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  limitConnections(server, config.connections, (address) => trustsProxy(address, 0), logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  siteOrigin = ownOrigin(address, port);
  const url = config.port === port ? config.baseUrl : `http://localhost:${port}`;
  logger.info(
    { database: database.kind, queue: config.redisUrl ? 'bullmq' : 'in-process' },
    `site ready at ${url}`,
  );

  return {
    server,
    url,
    async stop() {
      // Unready at once, then stop accepting; requests in flight finish (bounded), then jobs, then the pools.
      await drainHttpServer(server, draining, {
        delayMs: config.shutdownDelayMs,
        graceMs: config.shutdownGraceMs,
        logger,
      });
      await background.stop();
      await queue.close();
      await events.close();
      sessionStore.close();
      submissionAnswers.close();
      mailer.close();
      await pages.close();
      await database.close();
      files.close();
      lock?.release();
      await served?.close();
    },
  };
}

/** Where the site reaches itself: loopback when it listens on every interface. */
function ownOrigin(address: ReturnType<Server['address']>, port: number): string {
  const host = typeof address === 'object' && address ? address.address : '127.0.0.1';
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
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

/** Bank transfers by default; with `STRIPE_SECRET_KEY`, Stripe Checkout (the package loads only then). */
async function openPayments(
  config: Config,
  logger: Logger,
): Promise<{ payments: DepositPayments; webhooks: DepositWebhooks | undefined }> {
  if (!config.stripeSecretKey)
    return { payments: new BankTransferPayments(config.bankPayee), webhooks: undefined };
  const { openStripe } = await import('#infrastructure/payments/stripe-payments.ts');
  const stripe = await openStripe({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    warn: (context, message) => logger.warn(context, message),
  });
  if (!stripe.webhooks) logger.warn('STRIPE_WEBHOOK_SECRET is not set: card payments cannot be recorded');
  return { payments: stripe.payments, webhooks: stripe.webhooks ?? undefined };
}

async function seedOwner(config: Config, logger: Logger, users: UserRepository) {
  const result = await seedOwnerAccount(
    {
      users,
      hasher: new Argon2PasswordHasher(),
      generatePassword: () => randomBytes(12).toString('base64url'),
    },
    {
      email: config.ownerEmail,
      name: config.ownerName,
      password: config.ownerPassword,
      mayGeneratePassword: !config.isProduction,
    },
  );
  if (result.outcome === 'skipped') logger.warn(`Owner account not created: ${result.reason}`);
  if (result.outcome !== 'created') return;
  logger.info({ email: result.email }, 'owner account created');
  if (result.generatedPassword) {
    // Shown once, on the console only: it is never stored in clear anywhere.
    process.stdout.write(
      `\n  Owner account created. Sign in at ${config.baseUrl}/login\n` +
        `    e-mail:   ${result.email}\n    password: ${result.generatedPassword}\n` +
        '  (set OWNER_EMAIL and OWNER_PASSWORD to choose them)\n\n',
    );
  }
}

/** The demo posts of a fresh site, written by the owner when there is one. */
async function seedDemoContent(config: Config, logger: Logger, users: UserRepository, posts: PostRepository) {
  if (!config.seedDemoContent) return;
  const owner = await users.findByEmail(config.ownerEmail);
  const result = await seedDemoPosts({ posts }, owner?.id ?? null);
  if (result.outcome === 'seeded') logger.info({ count: result.count }, 'demo blog posts created');
}

/** The demo client of a fresh site, with a project, a conversation, a proposal and two transactions. */
async function seedDemoClientContent(config: Config, logger: Logger, database: Database) {
  if (!config.seedDemoContent) return;
  const result = await seedDemoClient({
    clients: new OrmClientRepository(database.fork()),
    demoClients: new OrmDemoClientWriter(database.fork()),
    transactions: new OrmTransactionRepository(database.fork()),
  });
  if (result.outcome === 'seeded') logger.info({ email: DEMO_CLIENT_EMAIL }, 'demo client created');
}

/**
 * The bookable services and the owner's week of a fresh site (not demo content: the site links to
 * them); with demo content on, the seeded services an older site has not been given yet.
 */
async function seedBookingServices(config: Config, logger: Logger, database: Database) {
  const result = await seedBooking(
    {
      services: new OrmServiceRepository(database.fork()),
      availability: new OrmAvailabilityRepository(database.fork()),
      seeded: new OrmSeededServiceLog(database.fork()),
    },
    { demoContent: config.seedDemoContent },
  );
  if (result.outcome === 'seeded') logger.info({ count: result.services }, 'booking services created');
  if (result.outcome === 'added') logger.info({ slugs: result.slugs }, 'seeded booking services added');
}

/** Images of the site itself (uploads on this disk, public files) can have their size read from disk. */
function localImageFile(config: Config) {
  const inside = (folder: string, relative: string) => {
    const file = path.resolve(folder, `.${path.posix.normalize(`/${relative}`)}`);
    return file.startsWith(`${folder}${path.sep}`) ? file : undefined;
  };
  const publicDir = path.join(projectRoot, 'public');
  return (src: string) => {
    if (src.startsWith('/storage/'))
      return config.s3 ? undefined : inside(config.uploadsDir, src.slice('/storage/'.length));
    if (src.startsWith('/') && !src.startsWith('//')) return inside(publicDir, src);
    return undefined;
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const dev = process.argv.includes('--dev');
  // The built site always runs React and vike in their production mode (fast, no dev warnings), even
  // on a laptop; NODE_ENV=production set by the operator additionally makes the config strict.
  if (!dev) process.env.NODE_ENV = 'production';
  const logger = createLogger(config);
  const site = await startSite(config, logger, { dev });
  onShutdownSignal(logger, () => site.stop(), { boundMs: config.shutdownDelayMs + config.shutdownGraceMs });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
