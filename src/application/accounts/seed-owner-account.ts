import { INITIAL_TOKEN_BALANCE, normalizeEmail, ownerName } from '#domain/accounts/user.ts';
import type { PasswordHasher, UserRepository } from './ports.ts';

export interface SeedOwnerInput {
  email: string;
  /** The owner's name (`OWNER_NAME`, 'Ada Lovelace'); a placeholder the site never greets with when absent. */
  name?: string;
  /** The configured password; when absent one is generated and returned once, to be shown to the owner. */
  password?: string;
  /** Whether a generated password may be shown (development); otherwise seeding waits for a configured one. */
  mayGeneratePassword: boolean;
}

export type SeedOwnerResult =
  | { outcome: 'exists' }
  | { outcome: 'created'; email: string; generatedPassword?: string }
  | { outcome: 'skipped'; reason: string };

/** On a first start with an empty database, creates the owner's admin account. */
export async function seedOwnerAccount(
  deps: { users: UserRepository; hasher: PasswordHasher; generatePassword: () => string },
  input: SeedOwnerInput,
): Promise<SeedOwnerResult> {
  if ((await deps.users.count()) > 0) return { outcome: 'exists' };
  if (!input.password && !input.mayGeneratePassword) {
    return { outcome: 'skipped', reason: 'OWNER_PASSWORD is not set' };
  }
  const password = input.password ?? deps.generatePassword();
  const email = normalizeEmail(input.email);
  await deps.users.create(
    {
      email,
      passwordHash: await deps.hasher.hash(password),
      ...ownerName(input.name),
      phone: null,
      role: 'admin',
    },
    INITIAL_TOKEN_BALANCE,
  );
  return input.password
    ? { outcome: 'created', email }
    : { outcome: 'created', email, generatedPassword: password };
}
