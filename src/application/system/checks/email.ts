import type { CheckFinding } from '#domain/system/system-check.ts';

// FOUNDATION (issue 19): helper "admin-checks" writes this check and chooses its dependencies.
export async function checkEmail(_deps: unknown): Promise<CheckFinding> {
  return { outcome: 'warning', message: 'Not built yet' };
}
