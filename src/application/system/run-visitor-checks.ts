import type { VisitorCheckRun } from '#domain/system/system-check.ts';

// FOUNDATION (issue 19): helper "admin-checks" writes the visitors' run (read-only probes, the
// 60-second cooldown per address through `testRunLimiter`, outcomes only).
export async function runVisitorChecks(_deps: unknown, _visitor: { ip: string }): Promise<VisitorCheckRun> {
  throw new Error('visitor checks not built yet');
}
