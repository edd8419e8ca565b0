import type { AuditActor } from '#domain/audit/audit-entry.ts';
import {
  type CheckFinding,
  SYSTEM_CHECK_NAMES,
  type SystemCheck,
  type SystemCheckName,
  type SystemCheckRun,
  summariseRun,
} from '#domain/system/system-check.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { Clock } from '../shared/ports.ts';

/** One check of `/admin/tests`, bound to what it needs; it may throw, which fails it with the error as details. */
export type SystemCheckProbe = () => Promise<CheckFinding>;

/**
 * Runs the owner's checks one after another, in the spec's order (the authentication check creates
 * and removes a user; nothing runs beside it), each timed; a thrown error fails only its own check.
 * The run is one audit entry, written after it with each check's outcome: the checks' throw-away
 * user, key and draft come and go within the run (and the checks make requests to the site itself,
 * which no transaction of this request may hold up), so the entry stands alone.
 */
export async function runSystemChecks(
  deps: { checks: Record<SystemCheckName, SystemCheckProbe>; clock: Clock; audit: AuditLog },
  actor: AuditActor,
): Promise<SystemCheckRun> {
  const results: SystemCheck[] = [];
  for (const name of SYSTEM_CHECK_NAMES) results.push(await runOne(name, deps.checks[name]));
  const run = summariseRun(results, deps.clock.now());
  return deps.audit.record(actor, async () => ({
    result: run,
    entry: {
      action: 'system.checks_run',
      subject: { type: 'system', id: null, label: null },
      before: null,
      after: Object.fromEntries(results.map((check) => [check.name, check.outcome])),
    },
  }));
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
