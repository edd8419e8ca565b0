import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { AppError, type ErrorKind } from '#domain/shared/app-error.ts';

const CODE_BY_KIND: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  too_large: 'PAYLOAD_TOO_LARGE',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
};

/** Carries the app error's stable code through tRPC to the client (see the error formatter). */
class AppErrorCause extends Error {
  readonly appCode: string;

  constructor(error: AppError) {
    super(error.message);
    this.appCode = error.code;
  }
}

/** The one place an `AppError` becomes a transport error; anything else stays an internal error. */
export function toTRPCError(error: unknown): TRPCError | undefined {
  if (!(error instanceof AppError)) return undefined;
  return new TRPCError({
    code: CODE_BY_KIND[error.kind],
    message: error.message,
    cause: new AppErrorCause(error),
  });
}
