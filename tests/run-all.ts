/**
 * `npm test`: lint, unit tests, the build, integration and end-to-end tests, one after another,
 * stopping at the first that fails; then each phase's time. With TEST_TIMES_FILE set, the times are
 * also appended there (`.ci/run` prints them with its own).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const phases: Array<[name: string, script: string]> = [
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['integration', 'test:integration'],
  ['e2e', 'test:e2e'],
];

const timeLine = (name: string, since: number) =>
  `${name.padEnd(12)} ${((performance.now() - since) / 1000).toFixed(0).padStart(5)} s`;

const times: string[] = [];
const runStarted = performance.now();
let failed: string | undefined;
for (const [name, script] of phases) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  times.push(timeLine(name, started));
  if (status !== 0) {
    failed = name;
    break;
  }
}

times.push(timeLine('total', runStarted));
const summary = [`npm test: ${failed ? `${failed} failed` : 'passed'}`, ...times.map((line) => `  ${line}`)];
console.log(`\n${summary.join('\n')}`);
if (process.env.TEST_TIMES_FILE) appendFileSync(process.env.TEST_TIMES_FILE, `${times.join('\n')}\n`);
process.exit(failed ? 1 : 0);
