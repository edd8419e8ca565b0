import type { EntityManager } from '@mikro-orm/core';
import { containsPattern, runSql } from './sql.ts';

/** A piece of SQL with its `?` parameters in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

export interface PageWithTotalQuery {
  /** A search's matches (`searchOf`), found once for the page and the count as `"matched"`. */
  matched?: SqlPart | undefined;
  /** The page's select list, without `select`. */
  columns: string;
  /** The rest of the page's statement after its select list (`from … where … order by … limit`). */
  rest: SqlPart;
  /** `select count(*) …` of every row the page is a page of. */
  count: SqlPart;
}

/**
 * A page of a staff list and the total it is a page of in one statement: the count rides along as a
 * column that PostgreSQL computes once (an InitPlan), and a search's matches, materialized, are found
 * once for both. Two statements did the search twice and waited twice for PGlite's single connection
 * (33-39 ms a searched page with 10,000 clients). A page past the end has no row to carry
 * the count, so then the total is asked for alone.
 */
export async function pageWithTotal<Row>(
  em: EntityManager,
  query: PageWithTotalQuery,
): Promise<{ rows: Row[]; total: number }> {
  const withMatched = query.matched ? `with "matched" as materialized (${query.matched.sql}) ` : '';
  const withParams = query.matched?.params ?? [];
  const rows = await runSql<Row & { page_total: string | number }>(
    em,
    `${withMatched}select ${query.columns}, (${query.count.sql}) as "page_total" ${query.rest.sql}`,
    [...withParams, ...query.count.params, ...query.rest.params],
  );
  if (rows.length > 0) return { rows, total: Number(rows[0]?.page_total ?? 0) };
  const [count] = await runSql<{ total: string | number }>(
    em,
    `${withMatched}select (${query.count.sql}) as "total"`,
    [...withParams, ...query.count.params],
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * A staff list's search: the rows of `columnsFrom` (`"id", … from "table"`: the columns the page
 * sorts and filters by) whose `search_text` holds the text. Each listed table keeps its texts and its
 * parents' names in that one trigram-indexed column (migration `admin_search_text`), so this is one
 * index scan; the page and the count then read the materialized matches instead of the table.
 */
export function searchOf(text: string | undefined, columnsFrom: string): SqlPart | undefined {
  return text
    ? { sql: `select ${columnsFrom} where "search_text" ilike ?`, params: [containsPattern(text)] }
    : undefined;
}
