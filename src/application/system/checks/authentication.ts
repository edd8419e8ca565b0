import type { CheckFinding } from '#domain/system/system-check.ts';

// FOUNDATION (issue 19): helper "test-users" writes this check and chooses its dependencies.
export async function checkAuthentication(_deps: unknown): Promise<CheckFinding> {
  return { outcome: 'warning', message: 'Not built yet' };
}
