import {
  type CheckFinding,
  SYSTEM_CHECK_NAMES,
  type SystemCheck,
  type SystemCheckName,
  type SystemCheckRun,
  summariseRun,
} from '#domain/system/system-check.ts';
import type { Clock } from '../shared/ports.ts';

/** One check of `/admin/tests`, bound to what it needs; it may throw, which fails it with the error as details. */
export type SystemCheckProbe = () => Promise<CheckFinding>;

/**
 * Runs the owner's checks one after another, in the spec's order (the authentication check creates
 * and removes a user; nothing runs beside it), each timed; a thrown error fails only its own check.
 */
export async function runSystemChecks(deps: {
  checks: Record<SystemCheckName, SystemCheckProbe>;
  clock: Clock;
}): Promise<SystemCheckRun> {
  const results: SystemCheck[] = [];
  for (const name of SYSTEM_CHECK_NAMES) results.push(await runOne(name, deps.checks[name]));
  return summariseRun(results, deps.clock.now());
}

async function runOne(name: SystemCheckName, check: SystemCheckProbe): Promise<SystemCheck> {
  const started = performance.now();
  const finding = await check().catch(
    (error: unknown): CheckFinding => ({
      outcome: 'fail',
      message: 'The check could not run',
      details: error instanceof Error ? error.message : String(error),
    }),
  );
  return { name, ...finding, durationMs: Math.round(performance.now() - started) };
}
