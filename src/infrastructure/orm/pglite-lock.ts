import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PgliteLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data folder corrupt it. This lock file
 * (beside the folder) makes the second process refuse with a clear message instead.
 */
export function acquirePgliteLock(dbDir: string): PgliteLock {
  const lockFile = path.join(path.dirname(dbDir), `${path.basename(dbDir)}.lock`);
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${dbDir} is in use by process ${holder}. ` +
        'Stop that process first: PGlite cannot be opened by two processes at once.',
    );
  }
  mkdirSync(path.dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  return {
    release() {
      rmSync(lockFile, { force: true });
    },
  };
}
