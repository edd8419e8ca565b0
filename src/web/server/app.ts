// Over 300 lines: the Express app's middleware in the order it runs; the order is part of the security (the
// page cache and oversized-body refusals before sessions, same-origin writes before any route that writes),
// so it reads best in one file.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import session from 'express-session';
import { pinoHttp } from 'pino-http';
import type { DepositWebhooks } from '#application/proposals/ports.ts';
import type { SubmissionAnswers } from '#application/shared/ports.ts';
import type { AppServices } from '#composition/request-services.ts';
import type { Readiness } from '#domain/system/readiness.ts';
import { redactUrl } from '#infrastructure/log-redaction.ts';
import type { Logger } from '#infrastructure/logger.ts';
import en from '../i18n/locales/en.json' with { type: 'json' };
import { TRPC_MAX_BATCH } from '../lib/trpc-limits.ts';
import { createAuthenticator } from './auth/passport.ts';
import { honourSignOutMarker } from './auth/signed-out-marker.ts';
import { adminRecordsRoutes } from './http/admin-records.routes.ts';
import { anonymousSessionOf, startAnonymousSession } from './http/anonymous-session.ts';
import { authRoutes } from './http/auth.routes.ts';
import { blogApiRoutes } from './http/blog-api.routes.ts';
import { blogMediaRoutes } from './http/blog-media.routes.ts';
import { bookingFormRoutes } from './http/booking-forms.routes.ts';
import { cardCheckoutRoutes } from './http/card-checkout.routes.ts';
import { clientErrorRoutes } from './http/client-errors.routes.ts';
import { clientOnboardingRoutes } from './http/client-onboarding.routes.ts';
import { clientSignInRoutes } from './http/client-sign-in.routes.ts';
import { conversationReplyRoutes } from './http/conversation-reply.routes.ts';
import { Draining } from './http/draining.ts';
import { feedsRoutes } from './http/feeds.routes.ts';
import { formPostRoutes, opensSession } from './http/form-posts.routes.ts';
import { healthRoutes } from './http/health.routes.ts';
import { metricsRoutes, type SiteMetricsEndpoint } from './http/metrics.routes.ts';
import { newsletterRoutes } from './http/newsletter.routes.ts';
import { pageCacheHits } from './http/page-cache-hits.ts';
import { paymentWebhookRoutes } from './http/payment-webhooks.routes.ts';
import { portalSettingsRoutes } from './http/portal-settings.routes.ts';
import { proposalPdfRoutes } from './http/proposal-pdf.routes.ts';
import { proposalReviewRoutes } from './http/proposal-review.routes.ts';
import { answerRepeatedSubmissions } from './http/repeated-submissions.ts';
import { type RequestMetrics, recordRequests } from './http/request-metrics.ts';
import { refuseOversizedBodies } from './http/request-size.ts';
import { forgetRouteName, nameRoute, trpcRouteName } from './http/route-name.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { selfRequestVisitor } from './http/self-request-visitor.ts';
import { hasSessionCookie, SESSION_COOKIE } from './http/session-cookie.ts';
import { privateStorageRoutes, publicStorageRoutes } from './http/storage.routes.ts';
import type { StoredFileResponses } from './http/stored-file-responses.ts';
import { testUserApiRoutes } from './http/test-user-api.routes.ts';
import { boundedTrpcBodies } from './http/trpc-body.ts';
import { dropUnreadBodies } from './http/upload-refusal.ts';
import type { PageCache } from './page-cache.ts';
import type { PageRenderer } from './pages.ts';
import { languageOf } from './request-language.ts';
import { appRouter, createServerCaller } from './trpc/app.router.ts';
import type { Context } from './trpc/context.ts';
import { toTRPCError } from './trpc/to-trpc-error.ts';
import { isServiceUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './unavailable.ts';
import { sendUnavailablePage } from './unavailable-page.ts';

export interface WebAppOptions {
  logger: Logger;
  /** Builds the services of one request (each with its own EntityManager fork). */
  servicesForRequest: () => AppServices;
  /** Readiness does not need a request's services; health checks stay cheap. */
  checkReadiness: () => Promise<Readiness>;
  pages: PageRenderer;
  baseUrl: string;
  /** The proxies whose X-Forwarded-For gives `req.ip` (config's TRUST_PROXY); empty, none. */
  trustProxy: string[];
  /** The secret of the site's requests to itself, whose X-Forwarded-For is believed (test pages). */
  selfRequestToken: string;
  /** Shown in the footer. */
  contactEmail: string;
  session: { store: session.Store; secret: string; secureCookies: boolean };
  /** The answers of submissions a browser may send twice, kept for their repeats. */
  submissionAnswers: SubmissionAnswers;
  /** How uploaded and generated files are served at /storage (from the disk or the bucket). */
  storedFiles: StoredFileResponses;
  /** Anonymous pages served from memory; absent, every page is rendered per request. */
  pageCache?: PageCache;
  /** Card payments' provider webhooks (Stripe configured); absent, `/webhooks/stripe` does not exist. */
  depositWebhooks?: DepositWebhooks | undefined;
  /** The site is served over HTTPS (production): browsers are told to keep to it (HSTS). */
  strictTransportSecurity?: boolean;
  /** Set by SIGTERM: /readyz answers 503 and answers close their connections. */
  draining?: Draining;
  /** Requests timed by route and status (metrics configured); absent, nothing is measured. */
  requestMetrics?: RequestMetrics | undefined;
  /** `/metrics` behind a bearer token (METRICS_TOKEN without METRICS_PORT); absent, it is 404. */
  metricsEndpoint?: SiteMetricsEndpoint | undefined;
}

const REQUEST_ID = /^[\w.-]{1,100}$/;
/** The router's procedures by path: the only names a tRPC request is labelled with in the metrics. */
const TRPC_PROCEDURES: ReadonlySet<string> = new Set(Object.keys(appRouter._def.procedures));
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function createWebApp(options: WebAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy.length > 0 ? options.trustProxy : false);
  const draining = options.draining ?? new Draining();
  app.use(draining.markAnswers);
  if (options.requestMetrics) app.use(recordRequests(options.requestMetrics));
  app.use(selfRequestVisitor(options.selfRequestToken));
  // First of all, so every answer carries them: page-cache hits, files, tRPC, the API and errors.
  app.use(
    securityHeaders({
      inlineContent: options.pages.inlineContent,
      strictTransportSecurity: options.strictTransportSecurity ?? false,
    }),
  );
  // A page-cache hit is answered like a static file: before logging, sessions and services.
  if (options.pageCache) app.use(pageCacheHits(options.pageCache, languageOf));

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request; headers may carry cookies and are not worth their weight.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(refuseOversizedBodies());
  app.use(dropUnreadBodies());
  app.use(compression());
  app.use(healthRoutes(options.checkReadiness, draining));
  app.use(metricsRoutes(options.metricsEndpoint));
  // Static files first: they need no session, no services and no database. tRPC calls are never
  // files: they skip the look-up on disk.
  app.use((req, res, next) => {
    if (req.path.startsWith('/trpc/')) return next();
    nameRoute(res, 'static');
    options.pages.assets(req, res, (error?: unknown) => {
      forgetRouteName(res);
      next(error);
    });
  });
  app.use(publicStorageRoutes(options.storedFiles));

  app.use((req, _res, next) => {
    req.services = options.servicesForRequest();
    next();
  });
  // Provider webhooks read their raw body (the signature covers its bytes) and need no cookie or session.
  app.use(paymentWebhookRoutes(options.depositWebhooks));
  app.use(cookieParser(options.session.secret));
  const sessions = session({
    name: SESSION_COOKIE,
    store: options.session.store,
    secret: options.session.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.session.secureCookies,
      maxAge: SESSION_LIFETIME_MS,
    },
  });
  const authenticator = createAuthenticator({ secureCookies: options.session.secureCookies });
  const restoreViewer = authenticator.session();
  // Most requests are anonymous: without a session cookie there is no session to load, so only the
  // auth routes and sign-in form posts (which create one) pay for the session machinery.
  app.use((req, res, next) => {
    if (!hasSessionCookie(req) && !req.path.startsWith('/auth/') && !opensSession(req)) return next();
    const failed = (error: unknown) => {
      // A tRPC call is refused by tRPC itself, in its error shape (one error per call of a batch).
      if (!req.path.startsWith('/trpc/') || !isServiceUnavailable(error)) return next(error);
      req.sessionUnavailable = error;
      next();
    };
    sessions(req, res, (error?: unknown) =>
      error
        ? failed(error)
        : restoreViewer(req, res, (restoreError?: unknown) => (restoreError ? failed(restoreError) : next())),
    );
  });
  app.use(honourSignOutMarker(SESSION_COOKIE));
  app.use(sameOriginWrites(options.baseUrl));

  app.use(privateStorageRoutes(options.storedFiles));
  app.use('/auth', authRoutes(authenticator, SESSION_COOKIE));
  app.use(clientSignInRoutes(authenticator));
  app.use(clientErrorRoutes());
  app.use(newsletterRoutes());
  app.use(blogMediaRoutes());
  app.use(blogApiRoutes(options.baseUrl));
  app.use(testUserApiRoutes());
  // Feeds default to English (`?lang=xx` for another language); the English locale file is read
  // directly because i18n.ts loads React, which must not load before the process has chosen its NODE_ENV.
  app.use(feedsRoutes({ baseUrl: options.baseUrl, siteName: en.site.name, description: en.blog.subtitle }));

  const contextFor = (req: Request, res?: Response): Context => ({
    services: req.services,
    viewer: req.user ?? null,
    request: {
      id: String(req.id),
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent'),
      anonymousSessionId: anonymousSessionOf(req),
      ...(req.session ? { sessionId: req.sessionID } : {}),
      ...(res
        ? {
            startAnonymousSession: () =>
              startAnonymousSession(res, { secureCookies: options.session.secureCookies }),
          }
        : {}),
      language: languageOf(req),
      ...(req.submission ? { submission: req.submission } : {}),
    },
  });
  app.use(
    '/trpc',
    (req, res, next) => {
      nameRoute(res, trpcRouteName(req.path.slice(1), TRPC_PROCEDURES));
      next();
    },
    boundedTrpcBodies(),
    answerRepeatedSubmissions(options.submissionAnswers),
    createExpressMiddleware({
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: ({ req, res }) => {
        if (req.sessionUnavailable !== undefined) throw toTRPCError(req.sessionUnavailable);
        return contextFor(req, res);
      },
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error, path }, 'tRPC error');
      },
    }),
  );

  app.use(formPostRoutes(options.baseUrl, authenticator));
  app.use(bookingFormRoutes(languageOf));
  app.use(cardCheckoutRoutes());
  app.use(clientOnboardingRoutes());
  app.use(proposalPdfRoutes());
  app.use(proposalReviewRoutes());
  app.use(adminRecordsRoutes());
  app.use(conversationReplyRoutes());
  app.use(portalSettingsRoutes());
  app.use(
    options.pages.render(
      (req) => ({
        trpc: createServerCaller(contextFor(req)),
        user: req.user ?? null,
        lang: languageOf(req),
        contactEmail: options.contactEmail,
        siteUrl: options.baseUrl,
        formSubmission: req.formSubmission ?? null,
      }),
      options.pageCache,
    ),
  );

  const internalError: ErrorRequestHandler = (error, req, res, _next) => {
    // A body the parsers could not read (malformed, too large) is the sender's mistake, not ours.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500 && !res.headersSent) {
      req.log.info({ err: error, status }, 'request refused');
      return res
        .status(status)
        .type('text/plain')
        .send(STATUS_CODES[status] ?? 'Bad Request');
    }
    if (isServiceUnavailable(error) && !res.headersSent) {
      req.log.warn({ err: error }, 'service unavailable: answered 503');
      if (req.accepts(['json', 'html']) === 'html') return sendUnavailablePage(res, languageOf(req));
      return res
        .status(503)
        .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ error: UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err: error }, 'unhandled error');
    if (res.headersSent) return res.end();
    res
      .status(500)
      .type('text/plain')
      .send(`Something went wrong (error id ${String(req.id)})`);
  };
  app.use(internalError);
  return app;
}
