import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/** A file's whole time in its worker: environment, harness, import, setup files, tests and hooks. */
function fileSeconds(module: TestModule): number {
  const times = module.diagnostic();
  const total =
    times.environmentSetupDuration +
    times.prepareDuration +
    times.collectDuration +
    times.setupDuration +
    times.duration;
  return total / 1000;
}

/**
 * Prints the slowest test files when a run ends, so whoever looks at a phase's time sees where it
 * went. With TEST_SLOWEST_FILE set (`npm test` sets it), the list is appended there too, for the
 * summary at the end of the whole run.
 */
export class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const slowest = [...modules]
      .map((module) => ({
        file: path.relative(process.cwd(), module.moduleId),
        seconds: fileSeconds(module),
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    const project = modules[0]?.project.name ?? '';
    const lines = [
      `slowest ${project} files (of ${modules.length}):`,
      ...slowest.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`),
    ];
    console.log(`\n${lines.join('\n')}`);
    if (process.env.TEST_SLOWEST_FILE) appendFileSync(process.env.TEST_SLOWEST_FILE, `${lines.join('\n')}\n`);
  }
}
