/** What kind of failure an error is; the web layer maps each kind to one transport status. */
export type ErrorKind =
  | 'invalid'
  | 'too_large'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  /** No room left to store what was sent (a full disk); trying later may work. */
  | 'insufficient_storage';

/**
 * An expected failure of a use case: a stable `code` for programs (`ACCOUNTS.INVALID_CREDENTIALS`)
 * and the spec's `message` for people.
 */
export class AppError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;
  /** For `rate_limited`: how long until a new try is allowed. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: ErrorKind, code: string, message: string, retryAfterMs?: number) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}
