import type { AuditLog } from '#application/audit/ports.ts';
import type {
  ContentEvents,
  FileStorage,
  PostEditorRepository,
  VideoFrames,
} from '#application/blog/ports.ts';
import type { ReminderDeps } from '#application/booking/send-booking-reminder.ts';
import type { IssueSignInLinkDeps } from '#application/client-sign-in/issue-sign-in-link.ts';
import type { JobContext, JobName, JobPayloads, JobResults } from '#application/jobs/ports.ts';
import type { EmailSecrets } from '#application/mail/email-secrets.ts';
import type { Mailer } from '#application/mail/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import type { Logger } from '#infrastructure/logger.ts';

/** The post's repository and the audit log on one unit of work: a publication and its entry commit together. */
export interface PublicationStore {
  editor: PostEditorRepository;
  audit: AuditLog;
}

/**
 * What one job runs with, by module, as the site's background tasks get theirs: the composition root
 * opens it for each job (repositories on a fresh unit of work, a mailer that sends each of the job's
 * e-mails once however often the job runs), and the processors only use it.
 */
export interface JobServices {
  mail: {
    /** This job's mailer: a job run again sends none of the e-mails it sent before. */
    mailer: Mailer;
    /** Makes the secrets of sealed e-mails' links again (the site's key). */
    emailSecrets: EmailSecrets;
  };
  /** Uploaded and published files (the same disk or bucket as the web processes), and videos' frames. */
  files: { storage: FileStorage; frames: VideoFrames };
  blog: {
    /** Runs `work` on a fresh unit of work of its own (a job may use several, one after the other). */
    withPublication<T>(work: (store: PublicationStore) => Promise<T>): Promise<T>;
    storage: FileStorage;
    events: ContentEvents;
    clock: Clock;
  };
  /** A client's sign-in links, on this job's unit of work, e-mailed through this job's mailer. */
  clients: IssueSignInLinkDeps;
  /** Bookings and services on this job's unit of work; a reminder's e-mail goes out as a job of its own. */
  booking: ReminderDeps;
  logger: Logger;
}

/** One job's work: its payload and the services opened for it (and the context, for progress). */
export type JobProcessor<N extends JobName> = (
  payload: JobPayloads[N],
  services: JobServices,
  context: JobContext,
) => Promise<JobResults[N]>;
