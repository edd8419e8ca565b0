/** One queue carries every job; the job's name picks its processor. */
export const QUEUE_NAME = 'jobs';

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
