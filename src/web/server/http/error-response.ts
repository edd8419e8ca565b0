import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextFunction, Response } from 'express';
import { ZodError, z } from 'zod';
import { AppError } from '#domain/shared/app-error.ts';
import { toTRPCError } from '../trpc/to-trpc-error.ts';

/** The plain-HTTP twin of the tRPC error conversion: `{ error, code?, fieldErrors? }` with the same status. */
export function sendError(res: Response, next: NextFunction, error: unknown): void {
  const converted = toTRPCError(error);
  if (converted && error instanceof AppError) {
    if (error.retryAfterMs !== undefined) res.setHeader('Retry-After', Math.ceil(error.retryAfterMs / 1000));
    res.status(getHTTPStatusCodeFromError(converted)).json({ error: error.message, code: error.code });
  } else if (error instanceof ZodError) {
    const first = error.issues[0];
    res.status(400).json({
      error: first?.message,
      field: first?.path.join('.') || undefined,
      fieldErrors: z.flattenError(error).fieldErrors,
    });
  } else {
    next(error);
  }
}
