import { z } from 'zod';

/** Every staff full list shows 25 rows a page. */
export const ADMIN_PAGE_SIZE = 25;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A full list's page, search and sort, read from the URL: anything unreadable (a typed-in page
 * number, an old sort name) falls back to the default instead of refusing the page.
 */
export function adminListSchema<const Sort extends readonly [string, ...string[]]>(
  sorts: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    q: z.string().trim().max(200).catch('').default(''),
    sort: z.enum(sorts).catch(defaultSort).default(defaultSort),
    dir: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  });
}

/** What a repository is asked for: the sort resolved to a direction and the page to rows. */
export interface AdminListQuery<Sort extends string> {
  q: string;
  sort: Sort;
  dir: SortDirection;
  limit: number;
  offset: number;
}

/** One page of a full list, with the query it answers so the page can draw its controls. */
export interface AdminPageDto<Row, Sort extends string> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  q: string;
  sort: Sort;
  dir: SortDirection;
}

/** The query for a parsed input; dates sort newest first unless asked otherwise, texts A to Z. */
export function toListQuery<Sort extends string>(
  input: { page: number; q: string; sort: Sort; dir?: SortDirection | undefined },
  newestFirst: readonly Sort[],
): AdminListQuery<Sort> {
  return {
    q: input.q,
    sort: input.sort,
    dir: input.dir ?? (newestFirst.includes(input.sort) ? 'desc' : 'asc'),
    limit: ADMIN_PAGE_SIZE,
    offset: (input.page - 1) * ADMIN_PAGE_SIZE,
  };
}

export function toPage<Row, Sort extends string>(
  query: AdminListQuery<Sort>,
  result: { rows: Row[]; total: number },
): AdminPageDto<Row, Sort> {
  return {
    rows: result.rows,
    total: result.total,
    page: query.offset / query.limit + 1,
    pageSize: query.limit,
    pageCount: Math.max(1, Math.ceil(result.total / query.limit)),
    q: query.q,
    sort: query.sort,
    dir: query.dir,
  };
}
