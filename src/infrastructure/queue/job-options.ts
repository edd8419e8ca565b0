/** One queue carries every job; the job's name picks its processor. */
export const QUEUE_NAME = 'jobs';

const DAY_S = 24 * 60 * 60;

/**
 * How long finished jobs stay in the queue's store (BullMQ's `age` is in seconds). Completed ones a
 * day, for whoever reads a job's status; failed ones a week, for the admin's list of failed e-mails.
 * Each at most a thousand: a payload says whom the site wrote to, and no payload is kept for good.
 */
export const KEPT_COMPLETED_JOBS = { age: DAY_S, count: 1000 } as const;
export const KEPT_FAILED_JOBS = { age: 7 * DAY_S, count: 1000 } as const;

export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  /** Delay before the first retry; each later retry waits twice as long. */
  backoffMs: number;
}

/** Exponential backoff, the same in both adapters: backoff, 2 × backoff, 4 × backoff, ... */
export function retryDelay(policy: RetryPolicy, failedAttempt: number): number {
  return policy.backoffMs * 2 ** (failedAttempt - 1);
}
