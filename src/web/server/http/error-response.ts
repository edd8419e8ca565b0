import type { NextFunction, Response } from 'express';
import { ZodError, z } from 'zod';
import { AppError } from '#domain/shared/app-error.ts';
import { httpStatusOf } from '../errors.ts';

/** The plain-HTTP twin of the tRPC error conversion: `{ error, code?, fieldErrors? }` with the same status. */
export function sendError(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof AppError) {
    if (error.retryAfterMs !== undefined) res.setHeader('Retry-After', Math.ceil(error.retryAfterMs / 1000));
    res.status(httpStatusOf(error)).json({ error: error.message, code: error.code });
  } else if (error instanceof ZodError) {
    const first = error.issues[0];
    res.status(httpStatusOf(error)).json({
      error: first?.message,
      field: first?.path.join('.') || undefined,
      fieldErrors: z.flattenError(error).fieldErrors,
    });
  } else {
    next(error);
  }
}
