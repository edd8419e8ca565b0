/** One row of issue 14's table as the bench measured it. */
export interface SummaryRow {
  measure: string;
  figure: string;
  /** The same run's yardstick, or where the issue started when there is none. */
  baseline: string;
  goal: string;
  /** undefined: not measured in this run (the figure says why). */
  met: boolean | undefined;
  /** A budget row fails `npm run bench` (exit code 1) when not met. */
  budget?: boolean;
}

const rows: SummaryRow[] = [];

export function addSummaryRow(row: SummaryRow): void {
  rows.push(row);
}

const metText = (met: boolean | undefined) => (met === undefined ? 'skipped' : met ? 'yes' : 'NO');

export function printSummary(): void {
  console.log('\nSummary: issue 14, every row (budget rows fail the bench when not met)');
  console.table(
    rows.map((row) => ({
      measure: row.measure,
      figure: row.figure,
      baseline: row.baseline,
      goal: row.budget ? `${row.goal} (budget)` : row.goal,
      met: metText(row.met),
    })),
  );
}

/** Every row so far, in the order they were added (for the figures file). */
export const summaryRows = (): readonly SummaryRow[] => rows;

export const failedBudgetRows = () => rows.filter((row) => row.budget && row.met === false);
