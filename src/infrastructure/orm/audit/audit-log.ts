import { randomUUID } from 'node:crypto';
import type { Audited, AuditLog } from '#application/audit/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import { type AuditActor, type AuditEntry, actorKey, smallValues } from '#domain/audit/audit-entry.ts';
import type { UnitOfWork } from '../database.ts';
import { AuditEntryRecord } from './audit-entry.entity.ts';

const limited = (text: string | null, length: number) => (text === null ? null : text.slice(0, length));

/**
 * The audit log on the request's unit of work. `record` opens a transaction on it; the request's
 * EntityManager follows that transaction (`Database.fork({ followTransactions })`), so every repository
 * of the request, its own `transactional` blocks included (as savepoints), reads and writes inside it.
 * The entry is persisted on the same unit of work and flushed with the action's last changes when the
 * transaction ends: one commit holds both, or neither.
 */
export class OrmAuditLog implements AuditLog {
  private readonly em: UnitOfWork;
  private readonly clock: Clock;

  constructor(em: UnitOfWork, clock: Clock) {
    this.em = em;
    this.clock = clock;
  }

  record<T>(actor: AuditActor, work: () => Promise<Audited<T>>): Promise<T> {
    return this.em.transactional(async (em) => {
      const { result, entry } = await work();
      if (entry) em.create(AuditEntryRecord, recordOf(actor, entry, this.clock.now()));
      return result;
    });
  }
}

function recordOf(actor: AuditActor, entry: AuditEntry, at: Date) {
  return {
    id: randomUUID(),
    occurredAt: at,
    actorKind: actor.kind,
    actorId: actor.id,
    actorKey: actorKey(actor),
    actorName: actor.name.slice(0, 254),
    actorRole: actor.role,
    ip: limited(actor.ip, 100),
    userAgent: limited(actor.userAgent, 500),
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: limited(entry.subject.id, 100),
    subjectLabel: limited(entry.subject.label, 300),
    // Every text kept short, whatever the use case passed (`AUDIT_TEXT_LIMIT`).
    before: entry.before && smallValues(entry.before),
    after: entry.after && smallValues(entry.after),
  };
}
