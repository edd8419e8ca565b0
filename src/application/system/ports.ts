/** Answers whether one dependency (database, queue) can be reached; throws or returns false when not. */
export type DependencyProbe = () => Promise<boolean>;

/** The database as the system checks see it. */
export interface DatabaseProbe {
  /** Runs a query and reads the migration level; throws with the driver's message when it cannot. */
  inspect(): Promise<{
    engine: 'PostgreSQL' | 'PGlite';
    applied: number;
    known: number;
    latest: string | null;
  }>;
  /** One cheap query, for visitors' runs. */
  ping(): Promise<boolean>;
}

/** The job queue as the system checks see it. */
export interface QueueProbe {
  readonly kind: 'redis' | 'in-process';
  /** Whether the queue's store answers (Redis PING; the in-process queue always does). */
  ping(): Promise<boolean>;
  /** Queues a ping job and waits for a worker to run it: milliseconds taken, or null when none answered in time. */
  workerAnswer(timeoutMs: number): Promise<number | null>;
}

/** The e-mail transport as the system checks see it. */
export interface MailTransportProbe {
  readonly kind: 'smtp' | 'files';
  /** SMTP: connects and greets as a message would (EHLO, STARTTLS, auth). Files: the folder is writable. Throws why not. */
  verify(): Promise<void>;
}

/** Where files are stored (the uploads folder or the S3 bucket) as the system checks see it. */
export interface StorageProbe {
  /** Writes, reads back and removes a small file; throws why it could not. */
  writeReadRemove(): Promise<void>;
  /** Whether the folder is writable, without writing anything (a visitor's run changes nothing). */
  canWrite(): Promise<boolean>;
}

/** Requests to the site's own HTTP server, as a browser would make them (the test pages, the blog API check). */
export interface SiteRequests {
  /** GET without following redirects; status null when the site did not answer in time. */
  get(path: string, options?: { forwardedFor?: string }): Promise<{ status: number | null }>;
  /** POST of a JSON body; status null when the site did not answer in time. */
  postJson(
    path: string,
    body: unknown,
    headers: Record<string, string>,
    options?: { forwardedFor?: string },
  ): Promise<{ status: number | null; body: unknown }>;
}

/** Waits between steps (spec §9's pauses); tests pass one that does not wait. */
export type Pause = (ms: number) => Promise<void>;

/**
 * Each address's last visitor test run, kept in the web process's memory (as the cooldown is) until the
 * run's `nextRunAt`: a reload within the cooldown shows it again, with the server's seconds left.
 */
export interface RecentTestRuns<Run extends { nextRunAt: string }> {
  keep(key: string, run: Run): void;
  /** The run kept under `key`, until its `nextRunAt` has passed. */
  recall(key: string): Run | undefined;
}

/** An e-mail whose job used up every try: what `/admin/tests` lists for the owner to act on. */
export interface FailedEmail {
  jobId: string;
  /** Which job it was: a plain e-mail, a sign-in link, a portal e-mail, a booking reminder. */
  job: string;
  /** The recipient, where the job names one (a booking reminder finds it when it runs). */
  to: string | null;
  subject: string | null;
  attempts: number;
  /** The last try's error, as the mail server or the job gave it. */
  reason: string;
  failedAt: Date;
}

/** The e-mail jobs the queue keeps as failed, newest first. */
export interface FailedEmails {
  latest(limit: number): Promise<{ total: number; emails: FailedEmail[] }>;
}
