/**
 * `npm run bench`: the figures of issue 14, each beside its goal and a baseline of the same run where
 * there is one, then one summary table of them all. Sections run one after another on the built site
 * (production mode, demo content); a failing budget row (JavaScript weight) or a section that could
 * not run makes the bench exit with 1, after everything is printed. `BENCH_SECONDS` shortens each load
 * test (default 5 s) and `LIGHTHOUSE_RUNS` the Lighthouse runs per page (default 3). `BENCH_SECTIONS`
 * (comma-separated names from `SECTION_NAMES`) runs only those sections. The summary is also written to
 * `docs/benchmarks.md`'s latest-run block (`bench/figures-file.ts`), with the date and the host.
 */
import { spawn } from 'node:child_process';
import { FIGURES_FILE, hostDescription, writeFiguresFile } from './figures-file.ts';
import { adminListsSection } from './sections/admin-lists.ts';
import { bookingSlotsSection } from './sections/booking-slots.ts';
import { cacheBustingSection } from './sections/cache-busting.ts';
import { cachedPagesSection } from './sections/cached-pages.ts';
import { databasesSection } from './sections/databases.ts';
import { largeBodiesSection } from './sections/large-bodies.ts';
import { loadMixSection } from './sections/load-mix.ts';
import { manyPostsSection } from './sections/many-posts.ts';
import { pageWeightsSection } from './sections/page-weights.ts';
import { phoneJavaScriptSection } from './sections/phone-javascript.ts';
import { phoneLighthouseSection } from './sections/phone-lighthouse.ts';
import { scaleOutSection } from './sections/scale-out.ts';
import { signedInSection } from './sections/signed-in.ts';
import { throughputSection } from './sections/throughput.ts';
import { startSite } from './site.ts';
import { addSummaryRow, failedBudgetRows, printSummary, summaryRows } from './summary.ts';

let sectionsFailed = 0;

/** The names `BENCH_SECTIONS` takes; without it every section runs. */
const SECTION_NAMES = [
  'throughput',
  'cached-pages',
  'page-weight',
  'signed-in',
  'phone',
  'databases',
  'covers',
  'many-posts',
  'admin-lists',
  'booking-slots',
  'large-bodies',
  'cache-busting',
  'scale-out',
  'load-mix',
] as const;
type SectionName = (typeof SECTION_NAMES)[number];

const chosen = (process.env.BENCH_SECTIONS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !(SECTION_NAMES as readonly string[]).includes(name));
if (unknown.length > 0)
  throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')}; known: ${SECTION_NAMES.join(', ')}`);
const runs = (name: SectionName) => chosen.length === 0 || chosen.includes(name);

/** Runs one section; a section that throws is reported (and fails the bench) without stopping the rest. */
async function section(key: SectionName, name: string, run: () => Promise<void>) {
  if (!runs(key)) return;
  try {
    await run();
  } catch (error) {
    sectionsFailed += 1;
    console.error(`\n${name}: could not run:`, error);
    addSummaryRow({
      measure: name,
      figure: `could not run: ${(error as Error).message}`,
      baseline: '—',
      goal: 'runs',
      met: false,
    });
  }
}

async function coversSection() {
  // Covers are drawn in a process of their own, so its memory figures are the drawing's alone.
  console.log('\nCover images (generate-cover job work: design, SVG, PNG), in their own process');
  const coverBench = spawn(process.execPath, ['bench/cover.ts'], { stdio: 'inherit' });
  await new Promise((resolve) => coverBench.once('exit', resolve));
}

const onSharedSite: SectionName[] = [
  'throughput',
  'cached-pages',
  'page-weight',
  'signed-in',
  'phone',
  'large-bodies',
  'cache-busting',
];
if (onSharedSite.some(runs)) {
  const site = await startSite();
  try {
    await section('throughput', 'throughput', () => throughputSection(site));
    await section('cached-pages', 'cached pages vs a bare server', () => cachedPagesSection(site));
    await section('page-weight', 'page weight', () => pageWeightsSection(site));
    await section('signed-in', 'signed-in post page vs a data-less page', () => signedInSection(site));
    // Issue 42: Lighthouse at the CPU slowdown this host calls for, and the JavaScript Chromium
    // downloads, each beside the stack's floor.
    await section('phone', 'Lighthouse on a phone', () => phoneLighthouseSection(site));
    await section('phone', 'JavaScript a first visit downloads on a phone', () =>
      phoneJavaScriptSection(site),
    );
    await section('large-bodies', '50 MB bodies to public routes', () => largeBodiesSection(site));
    await section('cache-busting', 'made-up query strings vs the page cache', () =>
      cacheBustingSection(site),
    );
  } finally {
    await site.stop();
  }
}
await section('databases', 'PGlite and PostgreSQL: blog.list and idle memory', databasesSection);
await section('covers', 'cover images', coversSection);
await section('many-posts', '10,000 posts', manyPostsSection);
await section('admin-lists', '10,000 clients: the admin lists', adminListsSection);
await section('booking-slots', '5,000 bookings: the slots of a month', bookingSlotsSection);
await section('scale-out', 'two web processes behind nginx', scaleOutSection);
await section('load-mix', 'a minute of mixed load', loadMixSection);

printSummary();
try {
  writeFiguresFile({ date: new Date(), host: hostDescription(), sections: chosen }, summaryRows());
  console.log(`\nFigures written to ${FIGURES_FILE}`);
} catch (error) {
  // The figures are printed above; a file that cannot be written does not fail the run.
  console.error(`\nCould not write ${FIGURES_FILE}:`, error);
}
const failedBudgets = failedBudgetRows();
if (failedBudgets.length > 0 || sectionsFailed > 0) {
  console.error(
    `\nnpm run bench fails: ${failedBudgets.length} budget row(s) over budget, ${sectionsFailed} section(s) could not run`,
  );
  process.exitCode = 1;
}
