import { initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';

/** What a caller is told of a failure the site did not expect (the log has the details). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong';

/** Who may call a procedure (`procedures.ts`): each procedure carries its audience. */
export interface ProcedureMeta {
  audience: 'public' | 'signed-in' | 'client' | 'staff' | 'admin';
}

/** The one tRPC instance. Error shapes carry the stable app error code and field messages. */
export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      return {
        ...shape,
        // Invalid input reads as its first rule's message (the spec's text), not as a dump of issues.
        // An unexpected failure's own text (a SQL error, a path) is for the log, never for the caller.
        message:
          cause instanceof ZodError
            ? (cause.issues[0]?.message ?? shape.message)
            : error.code === 'INTERNAL_SERVER_ERROR'
              ? INTERNAL_ERROR_MESSAGE
              : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: cause && 'appCode' in cause ? String(cause.appCode) : undefined,
          retryAfterSeconds:
            cause && 'retryAfterSeconds' in cause && typeof cause.retryAfterSeconds === 'number'
              ? cause.retryAfterSeconds
              : undefined,
          fieldErrors: cause instanceof ZodError ? z.flattenError(cause).fieldErrors : undefined,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
