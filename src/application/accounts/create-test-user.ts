import { emailOfRealAccount, testUserExists } from '#domain/accounts/errors.ts';
import { isTestUser, testUserExpiry } from '#domain/accounts/test-user.ts';
import { INITIAL_TOKEN_BALANCE, normalizeEmail } from '#domain/accounts/user.ts';
import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { Clock } from '../shared/ports.ts';
import type { NewUser, PasswordHasher, UserRepository } from './ports.ts';
import { type CreateTestUserInput, createTestUserSchema, type TestUserDto } from './schemas.ts';

export interface TestUserDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  clock: Clock;
}

type TestUserRecord = Pick<NewUser, 'email' | 'passwordHash' | 'firstName' | 'lastName'>;

/**
 * Makes a test user (the authentication check): a `user` account that expires TEST_USER_LIFETIME_MS
 * after now and cannot sign in anywhere a person does. An e-mail already in use is refused: a real
 * account's with its own message, a test user's with 'already exists'.
 */
export async function createTestUser(deps: TestUserDeps, input: CreateTestUserInput): Promise<TestUserDto> {
  const user = await newTestUser(deps, input);
  return saveTestUser(deps, user).catch((error: unknown) => answerTaken(deps.users, user.email, error));
}

/**
 * `POST /api/test-user`: the test user is made as `createTestUser` makes it, and is an entry of the
 * audit log in the key's name, written in the same transaction. A refused call writes none.
 */
export async function createTestUserFromApi(
  deps: TestUserDeps & { audit: AuditLog },
  input: CreateTestUserInput,
  actor: AuditActor,
): Promise<TestUserDto> {
  // Hashed before the transaction opens: no connection waits on the hash.
  const user = await newTestUser(deps, input);
  return deps.audit
    .record(actor, async () => {
      const made = await saveTestUser(deps, user);
      return {
        result: made,
        entry: {
          action: 'test_user.created',
          subject: { type: 'user', id: made.id, label: made.email },
          before: null,
          after: { email: made.email, expiresAt: made.expiresAt },
        },
      };
    })
    .catch((error: unknown) => answerTaken(deps.users, user.email, error));
}

/** The parsed test user, password hashed; an e-mail in use is refused first, before any hash is spent. */
async function newTestUser(deps: TestUserDeps, input: CreateTestUserInput): Promise<TestUserRecord> {
  const parsed = createTestUserSchema.parse(input);
  const email = normalizeEmail(parsed.email);
  const existing = await deps.users.findByEmail(email);
  if (existing) throw isTestUser(existing) ? testUserExists() : emailOfRealAccount();
  return {
    email,
    passwordHash: await deps.hasher.hash(parsed.password),
    firstName: parsed.firstName || 'Test',
    lastName: parsed.lastName || 'User',
  };
}

async function saveTestUser(deps: TestUserDeps, user: TestUserRecord): Promise<TestUserDto> {
  const expiresAt = testUserExpiry(deps.clock.now());
  const saved = await deps.users.create(
    { ...user, phone: null, role: 'user', testUserExpiresAt: expiresAt },
    INITIAL_TOKEN_BALANCE,
  );
  return { id: saved.id, email: saved.email, expiresAt: expiresAt.toISOString() };
}

/**
 * A save that failed because another call made the e-mail's account at the same moment is answered
 * as if that one had been there first. Read after the failed save's transaction has ended.
 */
async function answerTaken(users: UserRepository, email: string, error: unknown): Promise<never> {
  const raced = await users.findByEmail(email);
  if (!raced) throw error;
  throw isTestUser(raced) ? testUserExists() : emailOfRealAccount();
}
