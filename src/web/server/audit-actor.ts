import type { Viewer } from '#application/accounts/schemas.ts';
import type { AccountActor, AuditActor } from '#domain/audit/audit-entry.ts';

/** Where a request came from, as the transport saw it: Express's `req.ip` (which honours `TRUST_PROXY`). */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** A signed-in staff member acting on a page, a procedure or a form, in the audit log's words. */
export function accountActor(viewer: Viewer, origin: RequestOrigin): AccountActor {
  return {
    kind: 'account',
    id: viewer.id,
    name: viewer.email,
    role: viewer.role,
    ip: origin.ip,
    userAgent: origin.userAgent ?? null,
  };
}

/** A call of the blog API, named in the audit log by its key's name (never the key). */
export function apiKeyActor(key: { id: string; name: string }, origin: RequestOrigin): AuditActor {
  return {
    kind: 'api_key',
    id: key.id,
    name: key.name,
    role: null,
    ip: origin.ip,
    userAgent: origin.userAgent ?? null,
  };
}
