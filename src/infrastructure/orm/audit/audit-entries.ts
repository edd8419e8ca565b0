import { type FilterQuery, QueryOrder } from '@mikro-orm/core';
import type { AuditEntryRow, AuditLogReader, AuditPerson, AuditQuery } from '#application/audit/ports.ts';
import type { AuditAction, AuditActorKind, AuditSubjectType } from '#domain/audit/audit-entry.ts';
import type { UnitOfWork } from '../database.ts';
import { runSql } from '../sql.ts';
import { AuditEntryRecord, type AuditEntryRecordEntity } from './audit-entry.entity.ts';

const toRow = (record: AuditEntryRecordEntity): AuditEntryRow => ({
  id: record.id,
  at: record.occurredAt,
  actor: {
    kind: record.actorKind,
    id: record.actorId ?? null,
    name: record.actorName,
    role: record.actorRole ?? null,
    ip: record.ip ?? null,
    userAgent: record.userAgent ?? null,
  },
  action: record.action as AuditAction,
  subject: {
    type: record.subjectType as AuditSubjectType,
    id: record.subjectId ?? null,
    label: record.subjectLabel ?? null,
  },
  before: record.before ?? null,
  after: record.after ?? null,
});

/** The log page's reads, each on an index of migration `audit_entries` (newest first). */
export class OrmAuditEntries implements AuditLogReader {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async page(query: AuditQuery): Promise<{ rows: AuditEntryRow[]; total: number }> {
    const where: FilterQuery<AuditEntryRecordEntity> = {
      ...(query.actorKey ? { actorKey: query.actorKey } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from || query.until
        ? {
            occurredAt: {
              ...(query.from ? { $gte: query.from } : {}),
              ...(query.until ? { $lt: query.until } : {}),
            },
          }
        : {}),
    };
    const [records, total] = await this.em.findAndCount(AuditEntryRecord, where, {
      orderBy: { occurredAt: QueryOrder.DESC, id: QueryOrder.DESC },
      limit: query.limit,
      offset: query.offset,
      disableIdentityMap: true,
    });
    return { rows: records.map(toRow), total };
  }

  /**
   * Each person's latest name: `distinct on`, which the ORM cannot say, reads the person index
   * (`actor_key`, newest first) once.
   */
  async people(): Promise<AuditPerson[]> {
    const rows = await runSql<{ actor_key: string; actor_kind: AuditActorKind; actor_name: string }>(
      this.em,
      `select distinct on ("actor_key") "actor_key", "actor_kind", "actor_name"
         from "audit_entries" order by "actor_key", "occurred_at" desc, "id" desc`,
    );
    return rows
      .map((row) => ({ key: row.actor_key, kind: row.actor_kind, name: row.actor_name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
