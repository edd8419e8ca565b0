import type { EmailMessage } from '../mail/schemas.ts';
import type { SealedEmail } from '../mail/sealed-email.ts';

/** A picture the workers stored: its public URL and size (responsive copies are named after it). */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** Every background job, by name, with the payload it carries (plain JSON). */
export interface JobPayloads {
  'send-email': EmailMessage;
  /** An e-mail whose links carry secrets: slots and their references, filled in by the worker. */
  'send-sealed-email': SealedEmail;
  /** Draws a 1200x630 cover from a post's words (and its WebP copies and social card). */
  'generate-cover': { title: string; content: string };
  /** Draws the cover of a post that has no picture of its own and makes it the post's image. */
  'cover-post': { postId: string };
  /** Re-encodes an upload waiting in the incoming area: a post image, or a video thumbnail (1200x630 JPEG). */
  'process-image': { incomingKey: string; purpose: 'image' | 'thumbnail' };
  /** Pulls a frame from a stored video and makes it the 1200x630 JPEG thumbnail (needs ffmpeg). */
  'video-thumbnail': { videoUrl: string };
  /** Publishes a scheduled post when its time comes (a delayed job). */
  'publish-scheduled-post': { postId: string; scheduledFor: string };
  /** A client asked for a magic link: one goes out only when a client has that address. */
  'send-client-sign-in-link': { email: string; redirect: string | null };
  /**
   * A client e-mail about the portal whose link signs in and opens its target: the worker makes the
   * link (so no token sits in the queue's store) and puts it where the message says.
   */
  'send-client-portal-email': {
    clientId: string;
    target: string;
    message: EmailMessage;
    /** The client's language: the link made for the message opens the site in it. */
    language?: string;
  };
  /** Re-encodes an inquiry's reference image (no metadata, upright) into the project-files bucket. */
  'store-reference-image': { incomingKey: string; projectId: string; n: number; fileName?: string };
  /** The e-mail 24 hours before a booking (a delayed job); sent once, not at all if cancelled or moved. */
  'send-booking-reminder': { bookingId: string; startsAt: string };
  /** The system check's question to the workers: is anyone taking jobs? (`/admin/tests`). */
  ping: { sentAt: string };
}

/** What each job hands back; the web side reads it through `JobQueue.status`. */
export interface JobResults {
  'send-email': null;
  'send-sealed-email': null;
  'generate-cover': StoredImage;
  /** The cover's address; null when the post had a picture by then, or is gone. */
  'cover-post': { imageUrl: string | null };
  'process-image': StoredImage;
  'video-thumbnail': StoredImage;
  'publish-scheduled-post': { published: boolean };
  /** Nothing: whether a link went out is not told to anyone who can read the queue. */
  'send-client-sign-in-link': null;
  'send-client-portal-email': null;
  'store-reference-image': { url: string; bucket: string; key: string };
  'send-booking-reminder': { sent: boolean };
  ping: { answeredAt: string };
}

export type JobName = keyof JobPayloads;

/**
 * Jobs nobody waits for (e-mails, scheduled publication, reminders): asked for while the queue is
 * away, they wait in the database's outbox and are queued once it is back, instead of being lost.
 * The others (images, covers, the ping) answer the request that waits for them, so they fail at once.
 */
export const DEFERRABLE_JOBS: ReadonlySet<JobName> = new Set<JobName>([
  'send-email',
  'send-sealed-email',
  'send-client-portal-email',
  'send-client-sign-in-link',
  'publish-scheduled-post',
  'send-booking-reminder',
  'cover-post',
]);

export interface JobContext {
  /** The same for every attempt of this job, and never another job's (the queue's id and the time it was added). */
  jobKey: string;
  /** 0 to 100, shown by the editor while it waits. */
  reportProgress(percent: number): Promise<void>;
}

/** One function per job; a thrown error marks the attempt failed and the queue retries it with backoff. */
export type JobProcessors = {
  [N in JobName]: (payload: JobPayloads[N], context: JobContext) => Promise<JobResults[N]>;
};

/** A failure no retry can mend (a file that is not an image): the queue gives up at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job with this id already queued (or done) is not added again. */
  jobId?: string;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';

export interface JobStatus<N extends JobName = JobName> {
  state: JobState;
  progress: number;
  result?: JobResults[N];
  error?: string;
}

/** Hands work to the workers: BullMQ on Redis in production, an in-process runner on a laptop. */
export interface JobQueue {
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<{ jobId: string }>;
  /** Where a job stands; `unknown` once it is forgotten (completed jobs are kept for a while). */
  status<N extends JobName>(name: N, jobId: string): Promise<JobStatus<N>>;
  /** Whether the queue's backing store answers; used by readiness checks. */
  ping(): Promise<boolean>;
  /** How many workers take jobs right now; null when the queue cannot tell. */
  workerCount(): Promise<number | null>;
  /** Stops taking jobs and waits for the ones in flight. */
  close(): Promise<void>;
}

/** A deferrable job kept in the database while the queue could not take it. */
export interface KeptJob {
  /** Its job id in the queue too: queued twice, it is still one job. */
  jobId: string;
  name: JobName;
  payload: unknown;
  /** When it is due: the moment it was asked for, or a delayed job's time. */
  runAt: Date;
}

/** The database's outbox: deferrable jobs waiting for the queue to come back. */
export interface JobOutbox {
  /** Keeps a job; one already kept under the same id stays as it is. */
  keep(job: KeptJob): Promise<void>;
  /**
   * Hands the oldest kept jobs (at most `limit`) to `send`, one at a time, and removes each one sent.
   * Jobs another process is handing over meanwhile are skipped. Stops at the first failure, which it
   * returns with how many went before it.
   */
  relay(
    send: (job: KeptJob) => Promise<void>,
    limit: number,
  ): Promise<{ relayed: number; failure?: unknown }>;
}
