import { TRPCError } from '@trpc/server';
import { isStaff } from '#domain/accounts/user.ts';
import { t } from './init.ts';
import { toTRPCError } from './to-trpc-error.ts';

/** Turns use-case errors (`AppError`) into tRPC errors with the right status and the spec's message. */
const convertAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const converted = toTRPCError(result.error.cause);
    if (converted) throw converted;
  }
  return result;
});

const base = t.procedure.use(convertAppErrors);

const requireUser = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** The audiences of ARCHITECTURE.md's security model; every procedure is built from exactly one. */
export const publicProcedure = base;
export const authedProcedure = base.use(requireUser);
export const clientProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'user')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This area is for clients' });
  return next();
});
export const staffProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Access denied' });
  return next();
});
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Access denied' });
  return next();
});
