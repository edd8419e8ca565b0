import type { AuditEntryDto } from '#application/audit/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { entryFields, fieldLabel, formatValue } from './audit-values.ts';

/**
 * What an entry changed: each field with its value before and after ("Status: draft → published"),
 * only the side there is for something new or removed.
 */
export function AuditChanges({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const { before, after } = entry;
  const fields = entryFields(before, after);
  if (fields.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <dl className="grid gap-1 text-left text-xs">
      {fields.map((field) => (
        <div key={field} className="min-w-0 break-words">
          <dt className="inline font-medium text-stone-700">
            {t('adminAudit.changes.field', { field: fieldLabel(t, field) })}
          </dt>{' '}
          <dd className="inline text-stone-800">
            {before && (
              <>
                <del className="text-stone-500">{formatValue(t, field, before[field])}</del>
                {after && (
                  <>
                    {' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only"> {t('adminAudit.changes.becomes')} </span>{' '}
                  </>
                )}
              </>
            )}
            {after && <ins className="no-underline">{formatValue(t, field, after[field])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
