import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, hostname, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SummaryRow } from './summary.ts';

/**
 * The figures file (`docs/benchmarks.md`): `npm run bench` rewrites its "latest run" block, between the
 * two markers, with the summary it prints; the recorded figures below the block are left as they are.
 */
export const FIGURES_FILE = 'docs/benchmarks.md';
export const LATEST_RUN_START = '<!-- bench: latest run (written by npm run bench; do not edit by hand) -->';
export const LATEST_RUN_END = '<!-- bench: end of latest run -->';

export interface BenchRun {
  /** When the run ended. */
  date: Date;
  /** The machine, as `hostDescription()` names it. */
  host: string;
  /** The sections `BENCH_SECTIONS` chose; empty: every section ran. */
  sections: readonly string[];
}

/** This machine: its name, cores, CPU model, memory and Node (the figures mean little without them). */
export function hostDescription(): string {
  const cores = cpus();
  const memoryGb = Math.round(totalmem() / 2 ** 30);
  return `${hostname()}: ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${memoryGb} GB, Node ${process.version}`;
}

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

const metText = (met: boolean | undefined) => (met === undefined ? 'skipped' : met ? 'yes' : 'NO');

/** A Markdown table with its columns padded to one width each, as the formatter (Biome) lays it out. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const cells = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) =>
    Math.max(3, ...cells.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => padEnd(row[column] ?? '', width)).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

/** `padEnd` by characters, not UTF-16 units, so `≤` and `—` count once. */
const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

/** The latest run's block, markers included: date, host, sections, then every summary row. */
export function latestRunBlock(run: BenchRun, rows: readonly SummaryRow[]): string {
  const lines = [
    LATEST_RUN_START,
    '',
    '## Latest run',
    '',
    `- Date: ${run.date.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `- Host: ${cell(run.host)}`,
    `- Sections: ${run.sections.length === 0 ? 'all' : run.sections.join(', ')}`,
    '',
    ...markdownTable(
      ['measure', 'figure', 'baseline', 'goal', 'met'],
      rows.map((row) => [
        row.measure,
        row.figure,
        row.baseline,
        row.budget ? `${row.goal} (budget)` : row.goal,
        metText(row.met),
      ]),
    ),
    '',
    LATEST_RUN_END,
  ];
  return lines.join('\n');
}

/**
 * The file's text with its latest-run block replaced by `block`; a file without the markers gets the
 * block after its title line (`# ...`), or at the top when it has none.
 */
export function withLatestRun(fileText: string, block: string): string {
  const start = fileText.indexOf(LATEST_RUN_START);
  const end = fileText.indexOf(LATEST_RUN_END);
  if (start !== -1 && end > start)
    return fileText.slice(0, start) + block + fileText.slice(end + LATEST_RUN_END.length);
  const title = /^# .*\n/.exec(fileText);
  if (!title) return `${block}\n\n${fileText}`;
  const after = title.index + title[0].length;
  return `${fileText.slice(0, after)}\n${block}\n${fileText.slice(after)}`;
}

/** Writes the run's figures into the figures file (made if missing). */
export function writeFiguresFile(
  run: BenchRun,
  rows: readonly SummaryRow[],
  file = fileURLToPath(new URL(`../${FIGURES_FILE}`, import.meta.url)),
): void {
  let current = '# Benchmark figures\n';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // No file yet: the title above.
  }
  writeFileSync(file, withLatestRun(current, latestRunBlock(run, rows)));
}
