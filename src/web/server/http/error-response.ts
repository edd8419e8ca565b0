import type { NextFunction, Response } from 'express';
import { ZodError, z } from 'zod';
import { AppError, type ErrorKind } from '#domain/shared/app-error.ts';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** The plain-HTTP twin of the tRPC error conversion: `{ error, code?, fieldErrors? }` with the right status. */
export function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof AppError) {
    if (error.retryAfterMs !== undefined) res.setHeader('Retry-After', Math.ceil(error.retryAfterMs / 1000));
    res.status(STATUS_BY_KIND[error.kind]).json({ error: error.message, code: error.code });
  } else if (error instanceof ZodError) {
    res.status(400).json({ error: error.issues[0]?.message, fieldErrors: z.flattenError(error).fieldErrors });
  } else {
    next(error);
  }
}
