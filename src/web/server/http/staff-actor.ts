import type { Request } from 'express';
import { accessDenied, signInRequired } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import type { AccountActor } from '#domain/audit/audit-entry.ts';
import { accountActor, type RequestOrigin } from '../audit-actor.ts';

/** Where the request came from: `req.ip` follows `TRUST_PROXY` (the app's `trust proxy` setting). */
export const originOf = (req: Request): RequestOrigin => ({
  ip: req.ip ?? 'unknown',
  userAgent: req.get('user-agent'),
});

/**
 * The audiences of `staffProcedure` and `adminProcedure` for a plain route or a form posted without
 * its script: refused as they refuse, else the caller as the audit log names them.
 */
export function staffActor(req: Request, audience: 'staff' | 'admin'): AccountActor {
  if (!req.user) throw signInRequired();
  const allowed = audience === 'admin' ? req.user.role === 'admin' : isStaff(req.user.role);
  if (!allowed) throw accessDenied();
  return accountActor(req.user, originOf(req));
}
