import { AppError } from '../shared/app-error.ts';

/** Spec §9: a visitor's test run (connection tests, site suite) at most once a minute per address. */
export const TEST_RUN_COOLDOWN_MS = 60_000;
/**
 * The site suite renders every known page per run: besides each address's cooldown, at most this
 * many runs a minute from all addresses together, so many addresses cannot make it render without end.
 */
export const SITE_SUITE_RUNS_PER_MINUTE = 10;
/** Spec §9: the pause between the steps of the authentication check. */
export const AUTH_STEP_PAUSE_MS = 1000;
/** Spec §9: the pause between the stages of the site test suite. */
export const SUITE_STAGE_PAUSE_MS = 500;

/** Whole seconds left, rounded up: "Please wait 1 seconds" is never shown for 0.2 s. */
export function secondsToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** Whole seconds from `now` until `at` (an ISO instant), rounded up; 0 once it has passed. */
export function secondsLeftUntil(at: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1000));
}

/** The key of an address's connection tests, for their cooldown and their last run. */
export const connectionTestsKey = (ip: string) => `test-connection:${ip}`;
/** The key of an address's site suite, for its cooldown and its last run. */
export const siteSuiteKey = (ip: string) => `test-suite:${ip}`;

export const testRunCoolingDown = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'SYSTEM.TEST_RUN_COOLDOWN',
    `Please wait ${secondsToWait(retryAfterMs)} seconds before running tests again`,
    retryAfterMs,
  );
