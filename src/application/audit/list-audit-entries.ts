import { addDays, zonedTimeToUtc } from '#domain/booking/zoned-time.ts';
import { ADMIN_PAGE_SIZE } from '../shared/admin-list.ts';
import type { AuditEntryRow, AuditLogReader } from './ports.ts';
import type { AuditEntryDto, AuditListRequest, AuditPageDto } from './schemas.ts';

/** The owner keeps their books, and reads their log, in London time. */
const LONDON = 'Europe/London';

const toDto = ({ id, at, actor, action, subject, before, after }: AuditEntryRow): AuditEntryDto => ({
  id,
  at: at.toISOString(),
  actor: {
    kind: actor.kind,
    name: actor.name,
    role: actor.role,
    ip: actor.ip,
    userAgent: actor.userAgent,
  },
  action,
  subject,
  before,
  after,
});

/**
 * `/admin/audit` (admin only): the log newest first, 25 a page, filtered by person, action and a
 * range of London days (both ends included).
 */
export async function listAuditEntries(
  deps: { auditEntries: AuditLogReader },
  input: AuditListRequest,
): Promise<AuditPageDto> {
  const offset = (input.page - 1) * ADMIN_PAGE_SIZE;
  const [{ rows, total }, people] = await Promise.all([
    deps.auditEntries.page({
      actorKey: input.person,
      action: input.action,
      from: input.from ? zonedTimeToUtc(input.from, 0, LONDON) : null,
      until: input.to ? zonedTimeToUtc(addDays(input.to, 1), 0, LONDON) : null,
      limit: ADMIN_PAGE_SIZE,
      offset,
    }),
    deps.auditEntries.people(),
  ]);
  return {
    rows: rows.map(toDto),
    total,
    page: input.page,
    pageSize: ADMIN_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    filters: { person: input.person, action: input.action, from: input.from, to: input.to },
    people,
  };
}
