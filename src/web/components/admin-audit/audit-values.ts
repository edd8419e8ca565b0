import type { AuditValue } from '#domain/audit/audit-entry.ts';
import type { Translate } from '../../i18n/translator.ts';
import { formatDateTime, formatPence } from '../../lib/format.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The order fields are shown in (the database keeps an entry's fields in its own order): a record's
 * name first, then what describes it, the week from Monday.
 */
const FIELD_ORDER = [
  'title',
  'name',
  'email',
  'role',
  'expiresAt',
  'slug',
  'status',
  'isActive',
  'scheduledAt',
  'startsAt',
  'reason',
  'client',
  'type',
  'kind',
  'url',
  'purpose',
  'revoked',
  'projectId',
  'amountPence',
  'totalAmountPence',
  'depositPercentage',
  'method',
  'reference',
  'note',
  'description',
  'balanceAfterPence',
  'revision',
  'excerpt',
  'tags',
  'imageUrl',
  'videoUrl',
  'scopeItems',
  'durationMinutes',
  'pricePence',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minimumNoticeMinutes',
  'horizonDays',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'hours',
  'translations',
  'contentLength',
  'descriptionLength',
  'messageLength',
];

/** The fields of an entry's two sides, in `FIELD_ORDER` (any other after them, by name). */
export function entryFields(...sides: ReadonlyArray<Readonly<Record<string, unknown>> | null>): string[] {
  const rank = (field: string) => {
    const at = FIELD_ORDER.indexOf(field);
    return at === -1 ? FIELD_ORDER.length : at;
  };
  return [...new Set(sides.flatMap((side) => Object.keys(side ?? {})))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}

/** A field's name in the reader's language (its code where the catalogue has none). */
export function fieldLabel(t: Translate, field: string): string {
  const key = `adminAudit.fields.${field}`;
  const label = t(key);
  return label === key ? field : label;
}

/**
 * A value as a person reads it: money in pounds, instants in London time, yes and no, lists joined,
 * nothing as a dash, an empty text (a day without hours) as "none".
 */
export function formatValue(t: Translate, field: string, value: AuditValue | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'adminAudit.values.yes' : 'adminAudit.values.no');
  if (typeof value === 'number') return field.endsWith('Pence') ? formatPence(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? t('adminAudit.values.none') : value.join(', ');
  if (value === '') return t('adminAudit.values.none');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value, t.language);
  return String(value);
}
