import { initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';

/** The one tRPC instance. Error shapes carry the stable app error code and field messages. */
export const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: cause && 'appCode' in cause ? String(cause.appCode) : undefined,
        fieldErrors: cause instanceof ZodError ? z.flattenError(cause).fieldErrors : undefined,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
