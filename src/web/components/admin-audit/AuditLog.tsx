import type { AuditEntryDto, AuditPageDto } from '#application/audit/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { AuditChanges } from './AuditChanges.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { auditHref, subjectHref } from './audit-href.ts';

/** `/admin/audit`: the log newest first, filtered and paged on the server; every entry read only. */
export function AuditLog({ page }: { page: AuditPageDto }) {
  const { t, i18n } = useTranslation();
  const filtered = Object.values(page.filters).some(Boolean);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('adminAudit.title')}</h1>
      <p className="mt-2 text-stone-600">{t('adminAudit.intro')}</p>
      <div className="mt-6">
        <AuditFilters page={page} />
      </div>
      <AdminTable
        className="mt-6"
        caption={t('adminAudit.table.caption')}
        rows={page.rows}
        rowKey={(entry) => entry.id}
        empty={t(filtered ? 'adminAudit.table.emptyFiltered' : 'adminAudit.table.empty')}
        cardsOnPhone
        columns={[
          {
            key: 'when',
            header: t('adminAudit.table.when'),
            rowHeader: true,
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>,
          },
          { key: 'who', header: t('adminAudit.table.who'), cell: (entry) => <Actor entry={entry} /> },
          {
            key: 'action',
            header: t('adminAudit.table.action'),
            cell: (entry) => t(`adminAudit.actions.${entry.action}`),
          },
          { key: 'what', header: t('adminAudit.table.what'), cell: (entry) => <Subject entry={entry} /> },
          {
            key: 'changes',
            header: t('adminAudit.table.changes'),
            className: 'min-w-56',
            cell: (entry) => <AuditChanges entry={entry} />,
          },
          {
            key: 'from',
            header: t('adminAudit.table.from'),
            className: 'max-w-48 text-xs text-stone-600',
            cell: (entry) => (
              <span className="block break-all">
                {entry.actor.ip ?? '—'}
                {entry.actor.userAgent && (
                  <span className="block text-stone-500">{entry.actor.userAgent}</span>
                )}
              </span>
            ),
          },
        ]}
      />
      <AuditPager page={page} />
    </main>
  );
}

/** The account's e-mail and role, a key's name, the operator on the command line, or the scheduler. */
function Actor({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const { actor } = entry;
  // The scheduler is no person: it is named in the reader's language, not by the name it was stored with.
  if (actor.kind === 'scheduler')
    return <span className="block">{t('adminAudit.actorKinds.scheduler')}</span>;
  const kind =
    actor.kind === 'account'
      ? actor.role
        ? t(`adminAudit.roles.${actor.role}`)
        : null
      : t(`adminAudit.actorKinds.${actor.kind}`);
  return (
    <span className="block break-all">
      {actor.name}
      {kind && <span className="block text-xs text-stone-500">{kind}</span>}
    </span>
  );
}

/** What the action was done to, linked to its page while it has one. */
function Subject({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  const href = subjectHref(entry);
  const type = t(`adminAudit.subjects.${entry.subject.type}`);
  return (
    <span className="block break-words">
      <span className="block text-xs text-stone-500">{type}</span>
      {href ? (
        <a href={href} className="text-amber-800 hover:underline">
          {entry.subject.label || type}
        </a>
      ) : (
        entry.subject.label
      )}
    </span>
  );
}

/** 'Page 2 of 7' between Previous and Next, and how many entries match; the filters stay. */
function AuditPager({ page }: { page: AuditPageDto }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('adminAudit.pager.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>{t('adminAudit.pager.total', { count: page.total })}</p>
      <div className="flex items-center gap-3">
        {page.page > 1 && (
          <ButtonLink variant="secondary" size="sm" href={auditHref(page.filters, page.page - 1)}>
            {t('adminAudit.pager.previous')}
          </ButtonLink>
        )}
        <span aria-current="page">
          {t('adminAudit.pager.pageOf', { page: page.page, pages: page.pageCount })}
        </span>
        {page.page < page.pageCount && (
          <ButtonLink variant="secondary" size="sm" href={auditHref(page.filters, page.page + 1)}>
            {t('adminAudit.pager.next')}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}
