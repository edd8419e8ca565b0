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

/** The answer a submission got, kept to give a repeat of it (`SubmissionAnswers`). */
export interface SubmissionAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** What a submission's arrival finds: it is the first (and claimed), answered, or still being answered. */
export type SubmissionClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: SubmissionAnswer }
  | { kind: 'in-progress' };

/**
 * Submissions a browser may send twice (a double press, a retry after a lost answer), by an id that
 * names who sent which submission: the first one claims it, and its answer is kept for a day, shared
 * by every web process, so a repeat gets that answer instead of doing the work again.
 */
export interface SubmissionAnswers {
  claim(id: string): Promise<SubmissionClaim>;
  /** Keeps the claimed submission's answer for its repeats. */
  keep(id: string, answer: SubmissionAnswer): Promise<void>;
  /** Gives a claimed submission up (refused or failed): a repeat will run it afresh. */
  release(id: string): Promise<void>;
}
