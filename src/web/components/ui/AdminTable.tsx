import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface AdminColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Figures and actions line up on the right. */
  align?: 'left' | 'right';
  /** The cell that names its row (`<th scope="row">`): screen readers read it with each of the others. */
  rowHeader?: boolean;
  /** This column's body cells only: width, wrapping, font. */
  className?: string;
}

/** A table is named by a screen-reader caption, or by the visible heading above it. */
type TableName = { caption: string; labelledBy?: never } | { labelledBy: string; caption?: never };

type AdminTableProps<Row> = TableName & {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  /** Tighter cells, for a secondary list under a heading. */
  compact?: boolean;
  /** Layout only (margin), for the table and its empty state alike. */
  className?: string;
  /**
   * For a table without links or buttons: names its scroll box, which then takes the keyboard focus,
   * so a keyboard can scroll it sideways on a narrow screen.
   */
  scrollLabel?: string;
  /**
   * Below 640 px, one card per row instead of a table that scrolls sideways: the row's name on top,
   * then each other cell under its column's name, so the status and the actions are on screen.
   */
  cardsOnPhone?: boolean;
};

/** The table's parts as cards on a phone (`cardsOnPhone`); from 640 px up, the table. */
const PHONE_CARDS = {
  box: 'max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:py-2',
  name: 'max-sm:block max-sm:max-w-none',
  cell: 'max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:justify-between max-sm:gap-x-4 max-sm:gap-y-1 max-sm:py-1.5 max-sm:before:text-xs max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]',
} as const;

/**
 * The staff screens' list: a header row, one row per item, an empty state, and a box that scrolls
 * sideways on a narrow screen instead of squeezing the columns.
 */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const {
    columns,
    rows,
    rowKey,
    empty,
    compact = false,
    className,
    scrollLabel,
    cardsOnPhone = false,
  } = props;
  const cards = (part: keyof typeof PHONE_CARDS) => cardsOnPhone && PHONE_CARDS[part];
  const pad = compact ? 'px-3 py-2' : 'px-4 py-3';

  if (rows.length === 0)
    return (
      <p
        className={classNames(
          'rounded-xl border border-dashed border-stone-300 text-center text-stone-600',
          compact ? 'px-4 py-6 text-sm' : 'px-6 py-12',
          className,
        )}
      >
        {empty}
      </p>
    );

  const right = (column: AdminColumn<Row>) => column.align === 'right' && 'text-right';
  return (
    // Positioned so the cells' absolutely placed screen-reader texts (sr-only) stay inside the scroll
    // box instead of widening the page on a narrow screen.
    <div
      {...(scrollLabel && { role: 'group', 'aria-label': scrollLabel, tabIndex: 0 })}
      className={classNames(
        'relative overflow-x-auto rounded-xl border border-stone-200 bg-white',
        cards('box'),
        className,
      )}
    >
      <table
        aria-labelledby={props.labelledBy}
        className={classNames('w-full text-left text-sm', cards('table'))}
      >
        {props.caption && <caption className="sr-only">{props.caption}</caption>}
        <thead
          className={classNames(
            'border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-500',
            cards('head'),
          )}
        >
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classNames(pad, right(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classNames('divide-y divide-stone-100', cards('body'))}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classNames('align-top', cards('row'))}>
              {columns.map((column) => {
                const classes = classNames(pad, right(column), column.className);
                return column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={classNames(classes, 'font-medium text-stone-900', cards('name'))}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={classNames(classes, cards('cell'))}
                    data-label={cardsOnPhone ? column.header : undefined}
                  >
                    {cardsOnPhone ? (
                      // One box beside the column's name, however many parts the cell has.
                      <div className="max-sm:min-w-0 max-sm:text-right">{column.cell(row)}</div>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
