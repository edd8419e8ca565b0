import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { type ListState, listHref } from './list-href.ts';

export interface ListFilter {
  /** The URL parameter (`status`). */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

interface AdminListControlsProps {
  basePath: string;
  state: ListState & { pageCount: number; total: number };
  searchLabel: string;
  sorts: ReadonlyArray<{ value: string; label: string }>;
  filters?: readonly ListFilter[];
}

/**
 * A full list's search box and filters (a GET form: it works without JavaScript), its sort links
 * and, under the table, its pager (`AdminListPager`). Everything lives in the URL.
 */
export function AdminListControls({
  basePath,
  state,
  searchLabel,
  sorts,
  filters = [],
}: AdminListControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <search>
        <form method="get" action={basePath} className="flex flex-wrap items-end gap-3">
          {/* At least 12rem wide, so on a phone the filters wrap below it instead of covering it. */}
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-800">
              {searchLabel}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              defaultValue={state.q}
              maxLength={200}
              className="w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
            />
          </div>
          {filters.map((filter) => (
            <div key={filter.name} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${filter.name}`} className="text-sm font-medium text-stone-800">
                {filter.label}
              </label>
              <select
                id={`${id}-${filter.name}`}
                name={filter.name}
                defaultValue={state.filters?.[filter.name] ?? ''}
                className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">{t('adminClients.list.allStatuses')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="dir" value={state.dir} />
          <Button type="submit" variant="secondary">
            {t('adminClients.list.search')}
          </Button>
        </form>
      </search>
      <nav aria-label={t('adminClients.list.sortBy')} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-stone-600">{t('adminClients.list.sortBy')}</span>
        {sorts.map((sort) => {
          const current = sort.value === state.sort;
          // The current sort turns around; another starts in its own default direction.
          const dir = current ? (state.dir === 'asc' ? 'desc' : 'asc') : '';
          return (
            <a
              key={sort.value}
              href={listHref(basePath, state, { sort: sort.value, page: 1, dir })}
              aria-current={current ? 'true' : undefined}
              className={
                current
                  ? 'rounded-full bg-stone-900 px-3 py-1 text-white'
                  : 'rounded-full border border-stone-300 px-3 py-1 text-stone-800 hover:bg-stone-50'
              }
            >
              {sort.label}
              {current && (
                <>
                  <span aria-hidden="true">{state.dir === 'asc' ? ' ↑' : ' ↓'}</span>
                  <span className="sr-only">
                    {' '}
                    {t(state.dir === 'asc' ? 'adminClients.list.ascending' : 'adminClients.list.descending')}
                  </span>
                </>
              )}
            </a>
          );
        })}
      </nav>
    </div>
  );
}

/** 'Page 2 of 7' between Previous and Next links, and how many rows match. */
export function AdminListPager({
  basePath,
  state,
}: {
  basePath: string;
  state: ListState & { pageCount: number; total: number };
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('adminClients.list.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>{t('adminClients.list.total', { count: state.total })}</p>
      <div className="flex items-center gap-3">
        {state.page > 1 && (
          <ButtonLink
            variant="secondary"
            size="sm"
            href={listHref(basePath, state, { page: state.page - 1 })}
          >
            {t('adminClients.list.previous')}
          </ButtonLink>
        )}
        <span aria-current="page">
          {t('adminClients.list.pageOf', { page: state.page, count: state.pageCount })}
        </span>
        {state.page < state.pageCount && (
          <ButtonLink
            variant="secondary"
            size="sm"
            href={listHref(basePath, state, { page: state.page + 1 })}
          >
            {t('adminClients.list.next')}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}
