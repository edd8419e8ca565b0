import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { checkReadiness } from '#application/system/check-readiness.ts';
import { startBackgroundTasks } from '#composition/background-tasks.ts';
import { openMetrics } from '#composition/metrics.ts';
import { openPayments } from '#composition/payments.ts';
import { openProcessAdapters } from '#composition/process-adapters.ts';
import { createRequestServices } from '#composition/request-services.ts';
import { migrateAndSeed } from '#composition/seed-site.ts';
import { openSiteQueue } from '#composition/site-queue.ts';
import { Argon2PasswordHasher } from '#infrastructure/auth/argon2-password-hasher.ts';
import { HmacNewsletterTokens } from '#infrastructure/auth/newsletter-tokens.ts';
import { createPreviewSecret } from '#infrastructure/auth/preview-secret.ts';
import { type Config, ConfigError, configWarnings, loadConfig } from '#infrastructure/config.ts';
import { createLogger, type Logger } from '#infrastructure/logger.ts';
import { UnifiedMarkdownRenderer } from '#infrastructure/markdown/markdown-renderer.ts';
import { DatabaseSessionStore } from '#infrastructure/orm/accounts/database-session-store.ts';
import { DatabaseSubmissionAnswers } from '#infrastructure/orm/submissions/database-submission-answers.ts';
import { PdfkitProposalRenderer } from '#infrastructure/pdf/pdfkit-proposal-renderer.ts';
import { projectRootOf } from '#infrastructure/project-root.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';
import { storedImageHead } from '#infrastructure/storage/stored-image-head.ts';
import { createSiteRequests } from '#infrastructure/system/http-site-requests.ts';
import { MemoryRateLimiter } from '#infrastructure/system/memory-rate-limiter.ts';
import { MemoryRecentTestRuns } from '#infrastructure/system/memory-recent-test-runs.ts';
import { createSystemProbes } from '#infrastructure/system/system-probes.ts';
import { ffmpegAvailable } from '#infrastructure/video/ffmpeg-video-frames.ts';
import { createWebApp } from '#web/server/app.ts';
import { limitConnections } from '#web/server/connection-limits.ts';
import { drainHttpServer } from '#web/server/drain-http-server.ts';
import { Draining } from '#web/server/http/draining.ts';
import { storedFileResponses } from '#web/server/http/storage.routes.ts';
import { PageCache } from '#web/server/page-cache.ts';
import { createBuiltPageRenderer, createDevPageRenderer } from '#web/server/pages.ts';

const projectRoot = projectRootOf(import.meta.url);
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

  const shared = await openProcessAdapters(config, logger, {
    metrics,
    prepareDatabase: (database) => migrateAndSeed(database, config, logger),
  });
  const { database, files, events, emailSecrets } = shared;
  const storage = files.storage;
  // A bucket out of reach does not stop the start: the next start sweeps again.
  const swept = await storage.sweepIncoming(INCOMING_MAX_AGE_MS).catch((error: unknown) => {
    logger.warn({ err: error }, 'abandoned uploads not swept');
    return 0;
  });
  if (swept > 0) logger.info({ files: swept }, 'abandoned uploads removed');
  const { queue, backingQueue } = await openSiteQueue(shared, metrics);

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
    clock: shared.clock,
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
    testRunLimiter: new MemoryRateLimiter(shared.clock),
    recentTestRuns: {
      connection: new MemoryRecentTestRuns(shared.clock),
      suite: new MemoryRecentTestRuns(shared.clock),
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
      sessionStore.close();
      submissionAnswers.close();
      await pages.close();
      await shared.close();
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
