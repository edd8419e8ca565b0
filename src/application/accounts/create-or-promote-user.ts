import {
  INITIAL_TOKEN_BALANCE,
  normalizeEmail,
  PLACEHOLDER_ADMIN_NAME,
  type Role,
} from '#domain/accounts/user.ts';
import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';
import { checkNewPassword } from './password-rule.ts';
import type { CommonPasswords, PasswordHasher, UserRepository } from './ports.ts';

export type CreateOrPromoteResult =
  | { outcome: 'promoted'; email: string; role: Role }
  | { outcome: 'created'; email: string; role: Role; generatedPassword?: string };

/**
 * For the operator's `npm run user`: gives an existing account a role, or creates it with that role.
 * A password given must pass the site's password rule (a ZodError on `password` otherwise). The
 * account or its new role and the audit entry are one commit (the password is hashed before it).
 */
export async function createOrPromoteUser(
  deps: {
    users: UserRepository;
    hasher: PasswordHasher;
    commonPasswords: CommonPasswords;
    generatePassword: () => string;
    audit: AuditLog;
  },
  input: { email: string; role: Role; password?: string },
  actor: AuditActor,
): Promise<CreateOrPromoteResult> {
  if (input.password !== undefined) await checkNewPassword(deps.commonPasswords, input.password);
  const email = normalizeEmail(input.email);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    return deps.audit.record(actor, async () => {
      await deps.users.setRole(existing.id, input.role);
      return {
        result: { outcome: 'promoted' as const, email, role: input.role },
        entry:
          existing.role === input.role
            ? null
            : {
                action: 'user.role_changed',
                subject: { type: 'user', id: existing.id, label: email },
                before: { role: existing.role },
                after: { role: input.role },
              },
      };
    });
  }
  const password = input.password ?? deps.generatePassword();
  const passwordHash = await deps.hasher.hash(password);
  await deps.audit.record(actor, async () => {
    const user = await deps.users.create(
      {
        email,
        passwordHash,
        ...(input.role === 'admin' ? PLACEHOLDER_ADMIN_NAME : { firstName: 'New', lastName: 'User' }),
        phone: null,
        role: input.role,
      },
      INITIAL_TOKEN_BALANCE,
    );
    return {
      result: user,
      entry: {
        action: 'user.created',
        subject: { type: 'user', id: user.id, label: email },
        before: null,
        after: { email, role: input.role },
      },
    };
  });
  return input.password
    ? { outcome: 'created', email, role: input.role }
    : { outcome: 'created', email, role: input.role, generatedPassword: password };
}
