import { emailTaken } from '#domain/accounts/errors.ts';
import { INITIAL_TOKEN_BALANCE, normalizeEmail, type User } from '#domain/accounts/user.ts';
import type { PasswordHasher, UserRepository } from './ports.ts';
import { type SignUpInput, signUpSchema } from './schemas.ts';

/** Creates a `user` account with its profile and the initial token balance. */
export async function signUp(
  deps: { users: UserRepository; hasher: PasswordHasher },
  input: SignUpInput,
): Promise<User> {
  const parsed = signUpSchema.parse(input);
  const email = normalizeEmail(parsed.email);
  if (await deps.users.findByEmail(email)) throw emailTaken();
  return deps.users.create(
    {
      email,
      passwordHash: await deps.hasher.hash(parsed.password),
      firstName: parsed.firstName,
      lastName: parsed.lastName,
      phone: parsed.phone,
      role: 'user',
    },
    INITIAL_TOKEN_BALANCE,
  );
}
