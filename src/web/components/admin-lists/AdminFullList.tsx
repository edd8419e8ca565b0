import type { ReactNode } from 'react';
import { AdminListControls, AdminListPager, type ListFilter } from '../admin/AdminListControls.tsx';
import type { ListState } from '../admin/list-href.ts';

interface AdminFullListProps {
  basePath: string;
  title: string;
  state: ListState & { pageCount: number; total: number };
  searchLabel: string;
  sorts: ReadonlyArray<{ value: string; label: string }>;
  filters?: readonly ListFilter[];
  /** Beside the title (a create button). */
  actions?: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** A 'View All' page (the admin layout draws the breadcrumb): title, search, filters and sorts, the table and the pager. */
export function AdminFullList(props: AdminFullListProps) {
  const { basePath, title, state, searchLabel, sorts, filters, actions, children } = props;
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
        {actions}
      </header>
      <div className="mt-6">
        <AdminListControls
          basePath={basePath}
          state={state}
          searchLabel={searchLabel}
          sorts={sorts}
          {...(filters ? { filters } : {})}
        />
      </div>
      <div className="mt-6">{children}</div>
      <AdminListPager basePath={basePath} state={state} />
    </main>
  );
}
