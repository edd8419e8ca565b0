import { ZodError } from 'zod';
import { AppError } from '#domain/shared/app-error.ts';
import type { CheckFinding } from '#domain/system/system-check.ts';
import { AUTH_STEP_PAUSE_MS } from '#domain/system/test-runs.ts';
import { createTestUser } from '../../accounts/create-test-user.ts';
import type { PasswordHasher, UserRepository } from '../../accounts/ports.ts';
import { removeTestUser } from '../../accounts/remove-test-user.ts';
import { signInTestUser } from '../../accounts/sign-in-test-user.ts';
import type { Clock } from '../../shared/ports.ts';
import type { Pause } from '../ports.ts';

export interface AuthenticationCheckDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  clock: Clock;
  pause: Pause;
  /** Random URL-safe text, for the throw-away user's e-mail and password. */
  randomText: () => string;
}

/** Spec §8: a creation refused as a duplicate still leaves a user to sign in with. */
const ALREADY_THERE = /already exists|duplicate|already been registered/i;

/** An error in words: a refused input by its first rule, not zod's list of issues. */
function messageOf(error: unknown): string {
  if (error instanceof ZodError) return error.issues[0]?.message ?? 'Invalid input';
  return error instanceof Error ? error.message : String(error);
}

/** A step that failed, with the spec's message; the runner shows it as the check's outcome. */
class StepFailed extends Error {}

/**
 * The owner's authentication check: a throw-away test user (random e-mail under example.invalid) is
 * created, signed in, its profile read and a wrong password refused, with AUTH_STEP_PAUSE_MS between
 * steps; the user is removed afterwards whatever happened (and the sweep would take it in ten minutes).
 */
export async function checkAuthentication(deps: AuthenticationCheckDeps): Promise<CheckFinding> {
  const email = `system-check-${deps.randomText().toLowerCase()}@example.invalid`;
  const password = deps.randomText();
  let finding: CheckFinding = { outcome: 'fail', message: 'Authentication test failed: not run' };
  let removal: string | null = null;
  try {
    finding = await runSteps(deps, email, password).catch(failureOf);
  } finally {
    // Whatever happened above, the user goes now; a user that was never made is nothing to report.
    removal = await removeTestUser(deps, { email }).then(
      () => null,
      (error: unknown) => (error instanceof AppError && error.kind === 'not_found' ? null : messageOf(error)),
    );
  }
  if (removal === null) return finding;
  const notRemoved = `The test user could not be removed (the sweep removes it within 10 minutes): ${removal}`;
  return finding.outcome === 'pass'
    ? { outcome: 'warning', message: finding.message, details: notRemoved }
    : { ...finding, details: [finding.details, notRemoved].filter(Boolean).join('\n') };
}

function failureOf(error: unknown): CheckFinding {
  return error instanceof StepFailed
    ? { outcome: 'fail', message: error.message }
    : { outcome: 'fail', message: `Authentication test failed: ${messageOf(error)}` };
}

async function runSteps(
  deps: AuthenticationCheckDeps,
  email: string,
  password: string,
): Promise<CheckFinding> {
  await createTestUser(deps, { email, password, firstName: 'System', lastName: 'Check' }).catch(
    (error: unknown) => {
      if (!ALREADY_THERE.test(messageOf(error)))
        throw new StepFailed(`Test user creation failed: ${messageOf(error)}`);
    },
  );
  await deps.pause(AUTH_STEP_PAUSE_MS);

  const signedIn = await signInTestUser(deps, { email, password }, deps.clock.now()).catch(
    (error: unknown) => {
      throw new StepFailed(`Test user login failed: ${messageOf(error)}`);
    },
  );
  if (!signedIn?.id) throw new StepFailed('Login succeeded but no user data returned');
  await deps.pause(AUTH_STEP_PAUSE_MS);

  const profile = await deps.users.findById(signedIn.id).catch((error: unknown) => {
    throw new StepFailed(`Profile verification failed: ${messageOf(error)}`);
  });
  if (!profile) throw new StepFailed('Profile verification failed: No profile found');
  const { id, firstName, lastName, role } = profile;
  if (profile.email !== email || !id || !firstName || !lastName || !role)
    throw new StepFailed('Profile verification failed: the profile does not match the test user');
  await deps.pause(AUTH_STEP_PAUSE_MS);

  const wrongPasswordAccepted = await signInTestUser(
    deps,
    { email, password: `${password}-wrong` },
    deps.clock.now(),
  ).then(
    () => true,
    () => false,
  );
  if (wrongPasswordAccepted)
    throw new StepFailed('Authentication test failed: a wrong password was accepted');
  return {
    outcome: 'pass',
    message:
      'Test user created, signed in and its profile read (id, email, first name, last name, role); Invalid login correctly rejected',
  };
}
