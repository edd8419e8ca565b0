/** What one check of the running site found: it works, it does not, or it works with a caveat. */
export const CHECK_OUTCOMES = ['pass', 'fail', 'warning'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** The checks `/admin/tests` runs, in the order it shows them. */
export const SYSTEM_CHECK_NAMES = [
  'database',
  'queue',
  'email',
  'storage',
  'authentication',
  'blogApi',
  'booking',
] as const;
export type SystemCheckName = (typeof SYSTEM_CHECK_NAMES)[number];

/** One check as the owner sees it: what happened in words, and the error behind a failure. */
export interface SystemCheck {
  name: SystemCheckName;
  outcome: CheckOutcome;
  /** A sentence a person can act on, in the spec's wording where it has one. */
  message: string;
  /** The underlying error (driver message, SMTP reply) for the Error Details block; owner only. */
  details?: string;
  durationMs: number;
}

/** What a check found, before the runner names and times it. */
export type CheckFinding = Pick<SystemCheck, 'outcome' | 'message' | 'details'>;

/** A whole run: 'All tests passed' when no check failed (warnings do not fail a run). */
export interface SystemCheckRun {
  passed: boolean;
  ranAt: string;
  checks: SystemCheck[];
}

export function summariseRun(checks: SystemCheck[], ranAt: Date): SystemCheckRun {
  return { passed: checks.every((check) => check.outcome !== 'fail'), ranAt: ranAt.toISOString(), checks };
}

/** The services a visitor of `/test-connection` sees, each with its outcome only: no internals. */
export const VISITOR_CHECK_NAMES = ['website', 'database', 'queue', 'email', 'storage', 'booking'] as const;
export type VisitorCheckName = (typeof VISITOR_CHECK_NAMES)[number];

export interface VisitorCheck {
  name: VisitorCheckName;
  outcome: CheckOutcome;
}

export interface VisitorCheckRun {
  passed: boolean;
  ranAt: string;
  checks: VisitorCheck[];
  /** When this address may run the tests again (the 60-second cooldown). */
  nextRunAt: string;
}
