import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATEST_RUN_END,
  LATEST_RUN_START,
  latestRunBlock,
  withLatestRun,
  writeFiguresFile,
} from '#bench/figures-file.ts';
import type { SummaryRow } from '#bench/summary.ts';

const run = { date: new Date('2026-12-07T21:30:00.123Z'), host: 'bench-box: 2 cores', sections: [] };
const rows: SummaryRow[] = [
  {
    measure: 'JavaScript | a post',
    figure: '109.4 KB',
    baseline: '138.5 KB',
    goal: '≤ 110 KB',
    met: true,
    budget: true,
  },
  { measure: 'idle RSS', figure: '355 / 193 MB', baseline: '77 MB', goal: '≤ 250 / 150 MB', met: false },
  { measure: 'covers', figure: 'not measured\nhere', baseline: '—', goal: 'runs', met: undefined },
];

describe('the bench figures file', () => {
  it('writes the date, the host, the sections and each row as the summary prints it', () => {
    const block = latestRunBlock({ ...run, sections: ['phone', 'databases'] }, rows);
    expect(block.startsWith(LATEST_RUN_START)).toBe(true);
    expect(block.endsWith(LATEST_RUN_END)).toBe(true);
    expect(block).toContain('- Date: 2026-12-07T21:30:00Z');
    expect(block).toContain('- Host: bench-box: 2 cores');
    expect(block).toContain('- Sections: phone, databases');
    const table = block.split('\n').filter((line) => line.startsWith('|'));
    const cells = table.map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((text) => text.trim()),
    );
    expect([cells[0], ...cells.slice(2)]).toEqual([
      ['measure', 'figure', 'baseline', 'goal', 'met'],
      ['JavaScript \\| a post', '109.4 KB', '138.5 KB', '≤ 110 KB (budget)', 'yes'],
      ['idle RSS', '355 / 193 MB', '77 MB', '≤ 250 / 150 MB', 'NO'],
      ['covers', 'not measured here', '—', 'runs', 'skipped'],
    ]);
    expect(latestRunBlock(run, rows)).toContain('- Sections: all');
  });

  it('pads every column to one width, as Biome formats a Markdown table', () => {
    const table = latestRunBlock(run, rows)
      .split('\n')
      .filter((line) => line.startsWith('|'));
    const widths = new Set(table.map((line) => [...line].length));
    expect(widths.size).toBe(1);
    expect(table[1]).toMatch(/^\| -{3,} \| -{3,} \| -{3,} \| -{3,} \| -{3,} \|$/);
  });

  it('replaces only the latest-run block and keeps the recorded figures', () => {
    const file = `# Benchmark figures\n\nIntro.\n\n${LATEST_RUN_START}\nold\n${LATEST_RUN_END}\n\n## Recorded\n\nkept\n`;
    const next = withLatestRun(file, `${LATEST_RUN_START}\nnew\n${LATEST_RUN_END}`);
    expect(next).toBe(
      `# Benchmark figures\n\nIntro.\n\n${LATEST_RUN_START}\nnew\n${LATEST_RUN_END}\n\n## Recorded\n\nkept\n`,
    );
  });

  it('puts the block under the title of a file that has none yet', () => {
    expect(withLatestRun('# Figures\n\n## Recorded\n', 'BLOCK')).toBe('# Figures\n\nBLOCK\n\n## Recorded\n');
    expect(withLatestRun('no title\n', 'BLOCK')).toBe('BLOCK\n\nno title\n');
  });

  it('writes the file, twice over without growing', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-figures-'));
    try {
      const file = path.join(folder, 'benchmarks.md');
      writeFileSync(file, '# Benchmark figures\n\n## Recorded figures\n\nkept\n');
      writeFiguresFile(run, rows, file);
      const once = readFileSync(file, 'utf8');
      writeFiguresFile(run, rows, file);
      expect(readFileSync(file, 'utf8')).toBe(once);
      expect(once).toContain('## Recorded figures\n\nkept\n');
      expect(once.split(LATEST_RUN_START)).toHaveLength(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
