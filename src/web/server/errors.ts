import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, type ErrorKind } from '#domain/shared/app-error.ts';
import { isServiceUnavailable } from './unavailable.ts';

/** The one table from an error's kind to what the transports answer: tRPC, plain routes and form posts. */
const ANSWER_BY_KIND: Record<ErrorKind, { status: number; trpc: TRPC_ERROR_CODE_KEY }> = {
  invalid: { status: 400, trpc: 'BAD_REQUEST' },
  too_large: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  unauthorized: { status: 401, trpc: 'UNAUTHORIZED' },
  forbidden: { status: 403, trpc: 'FORBIDDEN' },
  not_found: { status: 404, trpc: 'NOT_FOUND' },
  conflict: { status: 409, trpc: 'CONFLICT' },
  rate_limited: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  // 507 Insufficient Storage; tRPC has no such code, and its nearest says "try again later".
  insufficient_storage: { status: 507, trpc: 'SERVICE_UNAVAILABLE' },
};

export const trpcCodeOf = (error: AppError): TRPC_ERROR_CODE_KEY => ANSWER_BY_KIND[error.kind].trpc;

/**
 * The HTTP status of any error: a use case's by its kind, invalid input 400, the database or queue
 * out of reach 503, anything else 500.
 */
export function httpStatusOf(error: unknown): number {
  if (error instanceof AppError) return ANSWER_BY_KIND[error.kind].status;
  if (error instanceof ZodError) return 400;
  if (isServiceUnavailable(error)) return 503;
  return 500;
}

/** What a person may be told: a use case's message, or invalid input's first rule (the spec's text). */
export function publicMessageOf(error: unknown): string | undefined {
  if (error instanceof AppError) return error.message;
  if (error instanceof ZodError) return error.issues[0]?.message;
  return undefined;
}
