import type { PasswordHasher } from '#application/accounts/ports.ts';
import type { ContentEvents, FileStorage, MarkdownRenderer } from '#application/blog/ports.ts';
import type { ServiceEvents } from '#application/booking/ports.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { NewsletterTokens } from '#application/newsletter/ports.ts';
import type { PreviewSecret } from '#application/preview/ports.ts';
import type { DepositPayments, ProposalPdfRenderer } from '#application/proposals/ports.ts';
import type { Clock, RateLimiter } from '#application/shared/ports.ts';
import type {
  DatabaseProbe,
  FailedEmails,
  MailTransportProbe,
  QueueProbe,
  RecentTestRuns,
  SiteRequests,
  StorageProbe,
} from '#application/system/ports.ts';
import type { SiteSuiteRun } from '#domain/system/site-suite.ts';
import type { VisitorCheckRun } from '#domain/system/system-check.ts';
import type { Config } from '#infrastructure/config.ts';
import type { Logger } from '#infrastructure/logger.ts';
import type { Database, UnitOfWork } from '#infrastructure/orm/database.ts';

/** What lives as long as the process: shared by every request's services. */
export interface SiteAdapters {
  config: Config;
  logger: Logger;
  database: Database;
  queue: JobQueue;
  storage: FileStorage;
  /** News that cached public pages are out of date: posts, and the services on the booking pages. */
  events: ContentEvents & ServiceEvents;
  clock: Clock;
  markdown: MarkdownRenderer;
  newsletterTokens: NewsletterTokens;
  /** The secrets of e-mailed links, queued only as references (see `sendSealedEmail`). */
  emailSecrets: EmailSecrets;
  previewSecret: PreviewSecret;
  hasher: PasswordHasher;
  /** Checked against when the e-mail is unknown, so a failed sign-in takes as long either way. */
  decoyHash: string;
  /** How clients pay deposits: bank transfer by default, Stripe Checkout with `STRIPE_SECRET_KEY`. */
  payments: DepositPayments;
  /** Proposal PDFs (pdfkit, loaded on the first one). */
  pdf: ProposalPdfRenderer;
  /** ffmpeg is installed: uploaded videos get a thumbnail pulled from them. */
  thumbnailsFromVideo: boolean;
  /** What the system checks (`/admin/tests`, `/test-connection`) look at. */
  systemProbes: {
    database: DatabaseProbe;
    queue: QueueProbe;
    mail: MailTransportProbe;
    storage: StorageProbe;
    /** E-mails not sent after their last try. */
    failedEmails: FailedEmails;
  };
  /** The site's own pages over HTTP (`/test-suite`, the blog API check). */
  siteRequests: SiteRequests;
  /** Visitors' test runs are limited in memory: a visitor's run writes no row anywhere. */
  testRunLimiter: RateLimiter;
  /** Each address's last connection tests and site suite, in memory while their cooldown lasts. */
  recentTestRuns: {
    connection: RecentTestRuns<VisitorCheckRun>;
    suite: RecentTestRuns<SiteSuiteRun>;
  };
}

/** What one request's module services are built from: the adapters and the request's unit of work. */
export interface RequestScope {
  adapters: SiteAdapters;
  em: UnitOfWork;
  /** Rate limits live in the database, so every web process counts the same events. */
  limiter: RateLimiter;
}

/** Failures a use case notes without failing (a cover not drawn, an old file left behind). */
export const warnTo =
  (logger: Logger) =>
  (context: object, message: string): void =>
    logger.warn(context, message);
