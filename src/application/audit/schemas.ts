import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditActorKind,
  type AuditSubjectType,
  type AuditValues,
} from '#domain/audit/audit-entry.ts';
import { isIsoDate } from '#domain/booking/zoned-time.ts';

/** A London calendar day typed in the filter (`2026-11-28`); anything else is no filter. */
const londonDay = z
  .string()
  .trim()
  .refine(isIsoDate)
  .optional()
  .catch(undefined)
  .transform((day) => day || null);

/**
 * `/admin/audit`'s address: the page, one person (`account:{id}`, `api_key:{id}` or `command_line`),
 * one action and a range of London days. Anything unreadable falls back to no filter, as the other
 * staff lists do, instead of refusing the page.
 */
export const auditListSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  person: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((person) => person || null),
  action: z
    .enum(AUDIT_ACTIONS)
    .optional()
    .catch(undefined)
    .transform((action) => action ?? null),
  from: londonDay,
  to: londonDay,
});
export type AuditListInput = z.input<typeof auditListSchema>;
export type AuditListRequest = z.output<typeof auditListSchema>;

export interface AuditEntryDto {
  id: string;
  /** ISO instant. */
  at: string;
  actor: {
    kind: AuditActorKind;
    name: string;
    role: string | null;
    ip: string | null;
    userAgent: string | null;
  };
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string | null; label: string | null };
  before: AuditValues | null;
  after: AuditValues | null;
}

export interface AuditPageDto {
  rows: AuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The filters the page answers, to draw the form with them. */
  filters: { person: string | null; action: AuditAction | null; from: string | null; to: string | null };
  /** Everyone who appears in the log, for the person filter. */
  people: { key: string; kind: AuditActorKind; name: string }[];
}
