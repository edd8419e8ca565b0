import { TRPCError } from '@trpc/server';
import { AppError } from '#domain/shared/app-error.ts';
import { trpcCodeOf } from '../errors.ts';
import { isServiceUnavailable, UNAVAILABLE_MESSAGE } from '../unavailable.ts';

/** Carries the app error's stable code through tRPC to the client (see the error formatter). */
class AppErrorCause extends Error {
  readonly appCode: string;
  /** A refusal's wait, so a page can count down to the next allowed try (the test pages' cooldown). */
  readonly retryAfterSeconds: number | undefined;

  constructor(error: AppError) {
    super(error.message);
    this.appCode = error.code;
    this.retryAfterSeconds =
      error.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  }
}

/**
 * The one place an `AppError` becomes a transport error, and the database or queue out of reach a 503;
 * anything else stays an internal error.
 */
export function toTRPCError(error: unknown): TRPCError | undefined {
  if (isServiceUnavailable(error))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: error });
  if (!(error instanceof AppError)) return undefined;
  return new TRPCError({ code: trpcCodeOf(error), message: error.message, cause: new AppErrorCause(error) });
}
