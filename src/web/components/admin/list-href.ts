/** A full list's state in its URL: only what differs from the list's defaults is written. */
export interface ListState {
  page: number;
  q: string;
  sort: string;
  /** Empty for the sort's own default direction. */
  dir: string;
  /** Filters by name (`status`); null for none. */
  filters?: Record<string, string | null>;
}

export function listHref(basePath: string, state: ListState, change: Partial<ListState> = {}): string {
  const next = { ...state, ...change, filters: { ...state.filters, ...change.filters } };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  for (const [name, value] of Object.entries(next.filters)) if (value) params.set(name, value);
  params.set('sort', next.sort);
  if (next.dir) params.set('dir', next.dir);
  if (next.page > 1) params.set('page', String(next.page));
  return `${basePath}?${params.toString()}`;
}
