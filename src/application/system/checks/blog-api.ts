import type { CheckFinding } from '#domain/system/system-check.ts';

// FOUNDATION (issue 19): helper "site-pages" writes this check and chooses its dependencies.
export async function checkBlogApi(_deps: unknown): Promise<CheckFinding> {
  return { outcome: 'warning', message: 'Not built yet' };
}
