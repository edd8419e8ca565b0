import {
  INITIAL_TOKEN_BALANCE,
  normalizeEmail,
  PLACEHOLDER_ADMIN_NAME,
  type Role,
} from '#domain/accounts/user.ts';
import { checkNewPassword } from './password-rule.ts';
import type { CommonPasswords, PasswordHasher, UserRepository } from './ports.ts';

export type CreateOrPromoteResult =
  | { outcome: 'promoted'; email: string; role: Role }
  | { outcome: 'created'; email: string; role: Role; generatedPassword?: string };

/**
 * For the operator's `npm run user`: gives an existing account a role, or creates it with that role.
 * A password given must pass the site's password rule (a ZodError on `password` otherwise).
 */
export async function createOrPromoteUser(
  deps: {
    users: UserRepository;
    hasher: PasswordHasher;
    commonPasswords: CommonPasswords;
    generatePassword: () => string;
  },
  input: { email: string; role: Role; password?: string },
): Promise<CreateOrPromoteResult> {
  if (input.password !== undefined) await checkNewPassword(deps.commonPasswords, input.password);
  const email = normalizeEmail(input.email);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    await deps.users.setRole(existing.id, input.role);
    return { outcome: 'promoted', email, role: input.role };
  }
  const password = input.password ?? deps.generatePassword();
  await deps.users.create(
    {
      email,
      passwordHash: await deps.hasher.hash(password),
      ...(input.role === 'admin' ? PLACEHOLDER_ADMIN_NAME : { firstName: 'New', lastName: 'User' }),
      phone: null,
      role: input.role,
    },
    INITIAL_TOKEN_BALANCE,
  );
  return input.password
    ? { outcome: 'created', email, role: input.role }
    : { outcome: 'created', email, role: input.role, generatedPassword: password };
}
