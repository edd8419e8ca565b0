import { TRPCError } from '@trpc/server';
import { AppError } from '#domain/shared/app-error.ts';
import { trpcCodeOf } from '../errors.ts';

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
  return new TRPCError({ code: trpcCodeOf(error), message: error.message, cause: new AppErrorCause(error) });
}
