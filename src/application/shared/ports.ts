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
  peek(key: string): Promise<RateLimitState>;
  hit(key: string, windowMs: number): Promise<RateLimitState>;
  reset(key: string): Promise<void>;
}
