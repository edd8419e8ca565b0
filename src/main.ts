import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAccount, updateProfile } from '#application/accounts/account-queries.ts';
import { findViewer } from '#application/accounts/find-viewer.ts';
import type { UserRepository } from '#application/accounts/ports.ts';
import { seedOwnerAccount } from '#application/accounts/seed-owner-account.ts';
import { signIn } from '#application/accounts/sign-in.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import type { AppServices } from '#application/app-services.ts';
import { createApiKey, createPostFromApi, listApiKeys, revokeApiKey } from '#application/blog/api-keys.ts';
import { imageJobStatus, requestCover } from '#application/blog/cover-images.ts';
import { feedPosts, sitemapPosts } from '#application/blog/feed-queries.ts';
import { listPosts, recentPosts } from '#application/blog/list-posts.ts';
import {
  deletePost,
  editorTags,
  listPostsForAdmin,
  loadPostForEditing,
  previewPost,
  savePost,
} from '#application/blog/manage-posts.ts';
import type { PostRepository } from '#application/blog/ports.ts';
import { getPostPage } from '#application/blog/post-page.ts';
import { reconcileSchedules } from '#application/blog/publication-schedule.ts';
import { seedDemoPosts } from '#application/blog/seed-demo-posts.ts';
import { uploadImage, uploadVideo } from '#application/blog/upload-media.ts';
import { queuePendingNotifications, sendContactMessage } from '#application/contact/send-contact-message.ts';
import { likeState, recordView, toggleLike } from '#application/engagement/engage-with-post.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import {
  confirmSubscription,
  unsubscribe,
  unsubscribePreview,
} from '#application/newsletter/confirm-and-unsubscribe.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import { unlockPreview } from '#application/preview/unlock-preview.ts';
import { checkReadiness } from '#application/system/check-readiness.ts';
import { getSiteStatus } from '#application/system/get-site-status.ts';
import { sha256ApiKeyCodec } from '#infrastructure/auth/api-key-codec.ts';
import { Argon2PasswordHasher } from '#infrastructure/auth/argon2-password-hasher.ts';
import { DatabaseSessionStore } from '#infrastructure/auth/database-session-store.ts';
import { HmacNewsletterTokens } from '#infrastructure/auth/newsletter-tokens.ts';
import { createPreviewSecret } from '#infrastructure/auth/preview-secret.ts';
import { type Config, ConfigError, configWarnings, loadConfig } from '#infrastructure/config.ts';
import { createContentEvents } from '#infrastructure/events/content-events.ts';
import { createLogger, type Logger } from '#infrastructure/logger.ts';
import { createMailer } from '#infrastructure/mail/nodemailer-mailer.ts';
import { UnifiedMarkdownRenderer } from '#infrastructure/markdown/markdown-renderer.ts';
import { OrmTokenBalanceRepository } from '#infrastructure/orm/accounts/token-balance.repository.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmApiKeyRepository } from '#infrastructure/orm/blog/api-key.repository.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import { OrmContactMessageRepository } from '#infrastructure/orm/contact/contact-message.repository.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { OrmEngagementRepository } from '#infrastructure/orm/engagement/engagement.repository.ts';
import { OrmSubscriberRepository } from '#infrastructure/orm/newsletter/subscriber.repository.ts';
import { acquirePgliteLock } from '#infrastructure/orm/pglite-lock.ts';
import { DatabaseRateLimiter } from '#infrastructure/orm/system/rate-limiter.ts';
import { BullMqJobQueue } from '#infrastructure/queue/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#infrastructure/queue/in-process-job-queue.ts';
import { onShutdownSignal } from '#infrastructure/shutdown.ts';
import { fileTypeSniffer } from '#infrastructure/storage/file-type-sniffer.ts';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';
import { createWebApp } from '#web/server/app.ts';
import { PageCache } from '#web/server/page-cache.ts';
import { createBuiltPageRenderer, createDevPageRenderer } from '#web/server/pages.ts';
import { createProcessors } from '#workers/processors.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const systemClock = { now: () => new Date() };
/** An upload still waiting in the incoming area after this long was never processed. */
const INCOMING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often contact messages kept while the queue was away are offered to it again. */
const PENDING_CONTACT_EMAILS_EVERY_MS = 5 * 60 * 1000;

interface RunningSite {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** The composition root: config → database → adapters → services → web (+ in-process jobs). */
async function startSite(config: Config, logger: Logger, options: { dev: boolean }): Promise<RunningSite> {
  for (const warning of configWarnings(config)) logger.warn(warning);

  const lock = config.databaseUrl ? undefined : acquirePgliteLock(config.dbDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dbDir, logger });
  await database.migrate();

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: config.mailDir,
    from: config.mailFrom,
    logger,
  });
  const storage = new LocalFileStorage(config.uploadsDir);
  const swept = await storage.sweepIncoming(INCOMING_MAX_AGE_MS);
  if (swept > 0) logger.info({ files: swept }, 'abandoned uploads removed');
  const events = createContentEvents(config, logger);
  const policy = { attempts: config.jobAttempts, backoffMs: config.jobBackoffMs };
  const processors = createProcessors({
    mailer,
    storage,
    openEditor: () => new OrmPostEditorRepository(database.fork()),
    events,
    clock: systemClock,
    logger,
  });
  const queue: JobQueue = config.redisUrl
    ? new BullMqJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, policy, logger })
    : new InProcessJobQueue({ processors, policy, logger });

  const seedUsers = new OrmUserRepository(database.fork());
  await seedOwner(config, logger, seedUsers);
  await seedDemoContent(config, logger, seedUsers, new OrmPostRepository(database.fork()));

  const markdown = new UnifiedMarkdownRenderer({ localImageFile: localImageFile(config) });
  const newsletterTokens = new HmacNewsletterTokens(config.sessionSecret);
  const previewSecret = createPreviewSecret({ password: config.previewPassword, url: config.previewUrl });

  const contactNotifications = {
    messages: new OrmContactMessageRepository(database.fork()),
    queue,
    clock: systemClock,
    ownerEmail: config.contactEmail,
    warn: (context: object, message: string) => logger.warn(context, message),
  };

  const hasher = new Argon2PasswordHasher();
  const decoyHash = await hasher.hash(randomBytes(16).toString('hex'));
  const probes = { database: () => database.ping(), queue: () => queue.ping() };
  const servicesForRequest = (): AppServices => {
    // One unit of work per request: nothing loaded by one request is ever seen by another.
    const em = database.fork();
    const users = new OrmUserRepository(em);
    const tokens = new OrmTokenBalanceRepository(em);
    const limiter = new DatabaseRateLimiter(em);
    const posts = new OrmPostRepository(em);
    const engagement = { posts, engagement: new OrmEngagementRepository(em), limiter };
    const editor = new OrmPostEditorRepository(em);
    const manage = {
      editor,
      queue,
      storage,
      events,
      clock: systemClock,
      warn: (context: object, message: string) => logger.warn(context, message),
    };
    const apiKeys = { apiKeys: new OrmApiKeyRepository(em), codec: sha256ApiKeyCodec, clock: systemClock };
    const uploads = { storage, sniffer: fileTypeSniffer, queue };
    const newsletter = {
      subscribers: new OrmSubscriberRepository(em),
      tokens: newsletterTokens,
      queue,
      limiter,
      clock: systemClock,
      baseUrl: config.baseUrl,
    };
    const contact = { ...contactNotifications, messages: new OrmContactMessageRepository(em), limiter };
    const requestProbes = { database: () => database.ping(em), queue: probes.queue };
    return {
      system: {
        checkReadiness: () => checkReadiness(requestProbes),
        getSiteStatus: () => getSiteStatus({ clock: systemClock, probes: requestProbes }),
      },
      accounts: {
        signIn: (input, clientIp) => signIn({ users, hasher, limiter, decoyHash }, input, clientIp),
        signUp: (input) => signUp({ users, hasher }, input),
        viewer: (userId) => findViewer({ users }, userId),
        getAccount: (userId) => getAccount({ users, tokens }, userId),
        updateProfile: (userId, input) => updateProfile({ users, tokens }, userId, input),
      },
      blog: {
        list: (viewer, query) => listPosts({ posts }, viewer?.role ?? null, query),
        recent: () => recentPosts({ posts }),
        postPage: (viewer, slug) => getPostPage({ posts, markdown }, viewer?.role ?? null, slug),
        feed: () => feedPosts({ posts, markdown }),
        sitemap: () => sitemapPosts({ posts }),
      },
      blogAdmin: {
        list: () => listPostsForAdmin(manage),
        load: (id) => loadPostForEditing(manage, id),
        tags: () => editorTags(manage),
        preview: (content) => previewPost({ markdown }, content),
        save: (authorId, command) => savePost(manage, authorId, command),
        delete: (id) => deletePost(manage, id),
        requestCover: (input) => requestCover(queue, input),
        imageJob: (name, jobId) => imageJobStatus(queue, name, jobId),
        uploadImage: (source, purpose) => uploadImage(uploads, source, purpose),
        uploadVideo: (source, declaredType) => uploadVideo(uploads, source, declaredType),
        apiKeys: () => listApiKeys(apiKeys),
        createApiKey: (name) => createApiKey(apiKeys, name),
        revokeApiKey: (id) => revokeApiKey(apiKeys, id),
        createFromApi: (request) => createPostFromApi({ ...apiKeys, posts: manage, limiter }, request),
      },
      engagement: {
        recordView: (request, input) => recordView(engagement, request, input),
        toggleLike: (request, postId) => toggleLike(engagement, request, postId),
        likeState: (request, postId) => likeState(engagement, request, postId),
      },
      newsletter: {
        subscribe: (input, clientIp) => subscribe(newsletter, input, clientIp),
        confirm: (token) => confirmSubscription(newsletter, token),
        unsubscribePreview: (token) => unsubscribePreview(newsletter, token),
        unsubscribe: (token) => unsubscribe(newsletter, token),
      },
      preview: {
        unlock: (input, clientIp) => unlockPreview({ secret: previewSecret, limiter }, input, clientIp),
      },
      contact: {
        send: (input, sender) => sendContactMessage(contact, input, sender),
      },
    };
  };
  const sessionStore = new DatabaseSessionStore(() => database.fork());
  // In development pages change under Vite's hot reload: nothing is cached there.
  const pageCache =
    options.dev || config.pageCacheTtlMs === 0 ? undefined : new PageCache({ ttlMs: config.pageCacheTtlMs });
  // Publishing, editing or deleting a post (here, in another web process or in the worker) drops every
  // cached page: the post, the lists, home, feeds and sitemap all show posts.
  // Neither waits for Redis: the site starts (and reports not ready) while Redis is away.
  events
    .onPostsChanged(() => pageCache?.clear())
    .catch((error: unknown) => logger.warn({ err: error }, 'not listening for content changes'));
  const reconciling = reconcileSchedules({
    editor: new OrmPostEditorRepository(database.fork()),
    queue,
    events,
    clock: systemClock,
  })
    .then((schedules) => {
      if (schedules.published + schedules.queued > 0) logger.info(schedules, 'scheduled posts checked');
    })
    .catch((error: unknown) => logger.error({ err: error }, 'scheduled posts could not be checked'));
  const queuePendingContactEmails = () =>
    queuePendingNotifications({
      ...contactNotifications,
      messages: new OrmContactMessageRepository(database.fork()),
    })
      .then((count) => {
        if (count > 0) logger.info({ count }, 'contact e-mails queued that had waited');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting contact e-mails not queued yet'));
  let pendingContactEmails = queuePendingContactEmails();
  const pendingContactTimer = setInterval(() => {
    pendingContactEmails = queuePendingContactEmails();
  }, PENDING_CONTACT_EMAILS_EVERY_MS).unref();

  const server = createServer();
  const pages = options.dev
    ? await createDevPageRenderer(projectRoot, server)
    : createBuiltPageRenderer(projectRoot);
  const app = createWebApp({
    logger,
    servicesForRequest,
    checkReadiness: () => checkReadiness(probes),
    pages,
    baseUrl: config.baseUrl,
    contactEmail: config.contactEmail,
    session: { store: sessionStore, secret: config.sessionSecret, secureCookies: config.isProduction },
    uploadsDir: config.uploadsDir,
    pageCache,
  });
  server.on('request', app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.port === port ? config.baseUrl : `http://localhost:${port}`;
  logger.info(
    { database: database.kind, queue: config.redisUrl ? 'bullmq' : 'in-process' },
    `site ready at ${url}`,
  );

  return {
    server,
    url,
    async stop() {
      // Stop accepting, let in-flight requests finish, then jobs, then the pools.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      clearInterval(pendingContactTimer);
      await Promise.all([reconciling, pendingContactEmails]);
      await queue.close();
      await events.close();
      sessionStore.close();
      mailer.close();
      await pages.close();
      await database.close();
      lock?.release();
    },
  };
}

async function seedOwner(config: Config, logger: Logger, users: UserRepository) {
  const result = await seedOwnerAccount(
    {
      users,
      hasher: new Argon2PasswordHasher(),
      generatePassword: () => randomBytes(12).toString('base64url'),
    },
    { email: config.ownerEmail, password: config.ownerPassword, mayGeneratePassword: !config.isProduction },
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

/** Images of the site itself (uploads, public files) can have their size read from disk. */
function localImageFile(config: Config) {
  const inside = (folder: string, relative: string) => {
    const file = path.resolve(folder, `.${path.posix.normalize(`/${relative}`)}`);
    return file.startsWith(`${folder}${path.sep}`) ? file : undefined;
  };
  const publicDir = path.join(projectRoot, 'public');
  return (src: string) => {
    if (src.startsWith('/storage/')) return inside(config.uploadsDir, src.slice('/storage/'.length));
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
  onShutdownSignal(logger, () => site.stop());
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
