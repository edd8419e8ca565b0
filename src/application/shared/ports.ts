/** The current time, injectable so rules that depend on it can be tested. */
export interface Clock {
  now(): Date;
}

export interface RateLimitState {
  /** Failures counted in the current window. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  retryAfterMs: number;
}

/** Counts events per key in fixed windows, shared by every web process (stored in the database). */
export interface RateLimiter {
  /**
   * Counts one event, atomically: of two hits at once, one sees the other's count. There is no
   * read-only look: a limit is checked by the count a hit returns, never before it.
   */
  hit(key: string, windowMs: number): Promise<RateLimitState>;
  /** Gives back one event counted in the window still open (a try that turned out not to be a failure). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}
