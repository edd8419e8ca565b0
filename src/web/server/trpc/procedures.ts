import { TRPCError } from '@trpc/server';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { accessDenied, clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { accountActor } from '../audit-actor.ts';
import { nulCharacterRefusal } from '../nul-characters.ts';
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

/**
 * A mutation sent under a submission key (`http/repeated-submissions.ts`) settles its claim with its
 * outcome, even when the browser has gone: a success is kept for a repeat, a refusal lets one run again.
 */
const settleSubmission = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  const submission = ctx.request.submission;
  if (submission) {
    if (result.ok) submission.answered(result.data);
    else submission.givenUp();
  }
  return result;
});

const base = t.procedure.use(settleSubmission).use(convertAppErrors);

/** After the audience check (a refused caller learns nothing of their input): no NUL character anywhere. */
const refuseNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  // An unreadable body is left to the input parser (a procedure without input never reads it).
  const refusal = nulCharacterRefusal(await getRawInput().catch(() => undefined));
  if (refusal) throw new TRPCError({ code: 'BAD_REQUEST', cause: refusal });
  return next();
});

const requireViewer = t.middleware(({ ctx, next }) => {
  if (!ctx.viewer) throw signInRequired();
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

/**
 * The audiences of ARCHITECTURE.md's security model; every procedure is built from exactly one, and
 * carries it as its `audience` meta (the audit log's coverage test reads it from the router).
 */
export const publicProcedure = base.meta({ audience: 'public' }).use(refuseNulCharacters);
const signedIn = base.use(requireViewer);
export const authedProcedure = signedIn.meta({ audience: 'signed-in' }).use(refuseNulCharacters);
/**
 * The client area: a signed-in user with a client record. `ctx.client` is that record, found from the
 * session; client procedures never take a client id from the browser.
 */
export const clientProcedure = signedIn
  .meta({ audience: 'client' })
  .use(async ({ ctx, next }) => {
    if (ctx.viewer.role !== 'user') throw clientsOnly();
    const client = await findSessionClient(ctx.services.clients, ctx.viewer.id);
    return next({ ctx: { ...ctx, client } });
  })
  .use(refuseNulCharacters);
/**
 * Staff (admin and editor) and the admin alone. `ctx.actor` is the caller as the audit log names them,
 * with the request's address and user agent: every staff action hands it to its use case.
 */
export const staffProcedure = signedIn
  .meta({ audience: 'staff' })
  .use(({ ctx, next }) => {
    if (!isStaff(ctx.viewer.role)) throw accessDenied();
    return next({ ctx: { ...ctx, actor: accountActor(ctx.viewer, ctx.request) } });
  })
  .use(refuseNulCharacters);
export const adminProcedure = signedIn
  .meta({ audience: 'admin' })
  .use(({ ctx, next }) => {
    if (ctx.viewer.role !== 'admin') throw accessDenied();
    return next({ ctx: { ...ctx, actor: accountActor(ctx.viewer, ctx.request) } });
  })
  .use(refuseNulCharacters);
