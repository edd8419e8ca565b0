import { OrmAuditEntries } from '#infrastructure/orm/audit/audit-entries.ts';
import { OrmAuditLog } from '#infrastructure/orm/audit/audit-log.ts';
import type { RequestScope } from '../site-adapters.ts';

/** The audit log on the request's unit of work: each staff module writes it, the log page reads it. */
export function auditLogOn({ adapters, em }: RequestScope) {
  return new OrmAuditLog(em, adapters.clock);
}

export function auditServices({ em }: RequestScope) {
  return { auditEntries: new OrmAuditEntries(em) };
}
