import { useId } from 'react';
import type { AuditPageDto } from '#application/audit/schemas.ts';
import { AUDIT_ACTION_GROUPS } from '#domain/audit/audit-entry.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { AUDIT_URL } from './audit-href.ts';

const FIELD = 'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm';
const LABEL = 'text-sm font-medium text-stone-800';

/**
 * Who acted, in the person filter: the account's e-mail, a key's name, the command line's operator,
 * or the scheduler, named in the reader's language.
 */
function personOption(t: ReturnType<typeof useTranslation>['t'], person: AuditPageDto['people'][number]) {
  if (person.kind === 'account') return person.name;
  if (person.kind === 'scheduler') return t('adminAudit.actorKinds.scheduler');
  return `${person.name} (${t(`adminAudit.actorKinds.${person.kind}`)})`;
}

/**
 * The log's filters: one person, one action and a range of days (London), as a GET form, so a
 * filtered log works before any script and can be shared by its address.
 */
export function AuditFilters({ page }: { page: AuditPageDto }) {
  const { t } = useTranslation();
  const id = useId();
  const { filters } = page;
  return (
    <search>
      <form
        method="get"
        action={AUDIT_URL}
        aria-label={t('adminAudit.filters.label')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-person`} className={LABEL}>
            {t('adminAudit.filters.person')}
          </label>
          <select id={`${id}-person`} name="person" defaultValue={filters.person ?? ''} className={FIELD}>
            <option value="">{t('adminAudit.filters.everyone')}</option>
            {page.people.map((person) => (
              <option key={person.key} value={person.key}>
                {personOption(t, person)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-action`} className={LABEL}>
            {t('adminAudit.filters.action')}
          </label>
          <select id={`${id}-action`} name="action" defaultValue={filters.action ?? ''} className={FIELD}>
            <option value="">{t('adminAudit.filters.allActions')}</option>
            {AUDIT_ACTION_GROUPS.map((group) => (
              <optgroup key={group.area} label={t(`adminAudit.areas.${group.area}`)}>
                {group.actions.map((action) => (
                  <option key={action} value={action}>
                    {t(`adminAudit.actions.${action}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-from`} className={LABEL}>
            {t('adminAudit.filters.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            defaultValue={filters.from ?? ''}
            className={FIELD}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-to`} className={LABEL}>
            {t('adminAudit.filters.to')}
          </label>
          <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to ?? ''} className={FIELD} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary">
            {t('adminAudit.filters.apply')}
          </Button>
          <ButtonLink href={AUDIT_URL} variant="ghost">
            {t('adminAudit.filters.clear')}
          </ButtonLink>
        </div>
      </form>
    </search>
  );
}
