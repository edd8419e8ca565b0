import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';

interface RecentPanelProps<Row> {
  id: string;
  title: string;
  viewAllHref: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Where a row leads; null for a row that opens nothing. */
  rowHref(row: Row): string | null;
  empty: string;
  children(row: Row): ReactNode;
}

/** One of the client dashboard's lists of the 5 latest, with its 'View All'. */
export function RecentPanel<Row>({
  id,
  title,
  viewAllHref,
  rows,
  rowKey,
  rowHref,
  empty,
  children,
}: RecentPanelProps<Row>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <ButtonLink variant="secondary" size="sm" href={viewAllHref}>
          {t('adminClients.clients.viewAll')}
          <span className="sr-only"> {title}</span>
        </ButtonLink>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {rows.map((row) => {
            const href = rowHref(row);
            return (
              <li key={rowKey(row)}>
                {href ? (
                  <a href={href} className="block rounded-md px-2 py-3 hover:bg-stone-50">
                    {children(row)}
                  </a>
                ) : (
                  <div className="px-2 py-3">{children(row)}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
