/**
 * `npm test`: lint, unit tests and the build side by side (none needs another, and together they
 * keep both cores busy), then integration and end-to-end tests, one after another, stopping at the
 * first stage that fails; then the slowest files of each test phase and each phase's time. With
 * TEST_TIMES_FILE set, the times are also appended there (`.ci/run` prints them with its own).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const stages: Array<Array<[name: string, script: string]>> = [
  [
    ['lint', 'lint'],
    ['unit', 'test:unit'],
    ['build', 'build'],
  ],
  [['integration', 'test:integration']],
  [['e2e', 'test:e2e']],
];

const timeLine = (name: string, since: number) =>
  `${name.padEnd(12)} ${((performance.now() - since) / 1000).toFixed(0).padStart(5)} s`;

/**
 * Runs an npm script. Alone, it writes straight to the terminal; beside others, its output is held
 * and printed whole when it ends, so the logs of parallel phases do not interleave.
 */
function run(script: string, alone: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

// Each test phase's reporter (tests/reporters/slowest-files.ts) adds its slowest files here.
const slowestFolder = mkdtempSync(path.join(tmpdir(), 'test-times-'));
const slowestFiles = path.join(slowestFolder, 'slowest.txt');
process.env.TEST_SLOWEST_FILE = slowestFiles;

/** The slowest files of the phases that ran, for the summary; the folder goes with the reading. */
function readSlowest(): string {
  try {
    return `${readFileSync(slowestFiles, 'utf8')}\n`;
  } catch {
    return '';
  } finally {
    rmSync(slowestFolder, { recursive: true, force: true });
  }
}

const times: string[] = [];
const runStarted = performance.now();
let failed: string | undefined;
for (const stage of stages) {
  const results = await Promise.all(
    stage.map(async ([name, script]) => {
      const started = performance.now();
      const status = await run(script, stage.length === 1);
      times.push(timeLine(name, started));
      return { name, status };
    }),
  );
  failed = results.find(({ status }) => status !== 0)?.name;
  if (failed) break;
}

times.push(timeLine('total', runStarted));
const summary = [`npm test: ${failed ? `${failed} failed` : 'passed'}`, ...times.map((line) => `  ${line}`)];
console.log(`\n${readSlowest()}${summary.join('\n')}`);
if (process.env.TEST_TIMES_FILE) appendFileSync(process.env.TEST_TIMES_FILE, `${times.join('\n')}\n`);
process.exit(failed ? 1 : 0);
