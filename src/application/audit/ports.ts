import type {
  AuditAction,
  AuditActor,
  AuditActorKind,
  AuditEntry,
  AuditSubjectType,
  AuditValues,
} from '#domain/audit/audit-entry.ts';

/** What an action's writes return to the log: their result, and the entry that says what they did. */
export interface Audited<T> {
  result: T;
  /** Null when the writes changed nothing (nothing to record). */
  entry: AuditEntry | null;
}

/**
 * The audit log as the staff's use cases write it. An entry is written in the same database
 * transaction as the action it records: the action's repositories and the entry share one unit of
 * work, flushed and committed together.
 */
export interface AuditLog {
  /**
   * Runs `work` (the action's writes, through its module's repositories) as one transaction and
   * writes the entry it returns in that transaction, in `actor`'s name. An action that fails midway
   * writes no entry and keeps none of its writes; an entry that cannot be written undoes the action.
   * What cannot be undone (e-mails, jobs, files, cache invalidation) stays outside `work`, after it.
   * An entry's texts are kept short (`AUDIT_TEXT_LIMIT`); it never holds a key, password or token.
   */
  record<T>(actor: AuditActor, work: () => Promise<Audited<T>>): Promise<T>;
}

/** One entry as the log page reads it. */
export interface AuditEntryRow {
  id: string;
  at: Date;
  actor: AuditActor;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | null; label: string | null };
  before: AuditValues | null;
  after: AuditValues | null;
}

export interface AuditQuery {
  /** One person's entries (`actorKey`), or everyone's. */
  actorKey: string | null;
  action: AuditAction | null;
  /** From this instant (inclusive) until that one (exclusive). */
  from: Date | null;
  until: Date | null;
  limit: number;
  offset: number;
}

/** Someone who appears in the log, for the person filter. */
export interface AuditPerson {
  key: string;
  kind: AuditActorKind;
  /** Their name in their latest entry. */
  name: string;
}

/** The log page's reads: newest first. Nothing here or anywhere changes or removes an entry. */
export interface AuditLogReader {
  page(query: AuditQuery): Promise<{ rows: AuditEntryRow[]; total: number }>;
  people(): Promise<AuditPerson[]>;
}
