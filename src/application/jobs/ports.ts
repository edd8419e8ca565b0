import type { EmailMessage } from '../mail/schemas.ts';

/** Every background job, by name, with the payload it carries (plain JSON). */
export interface JobPayloads {
  'send-email': EmailMessage;
}

export type JobName = keyof JobPayloads;

/** One function per job; a thrown error marks the attempt failed and the queue retries it with backoff. */
export type JobProcessors = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

/** Hands work to the workers: BullMQ on Redis in production, an in-process runner on a laptop. */
export interface JobQueue {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<{ jobId: string }>;
  /** Whether the queue's backing store answers; used by readiness checks. */
  ping(): Promise<boolean>;
  /** Stops taking jobs and waits for the ones in flight. */
  close(): Promise<void>;
}
