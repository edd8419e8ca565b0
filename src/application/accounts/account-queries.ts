import { accountNotFound } from '#domain/accounts/errors.ts';
import { toAccountDto } from './account-dto.ts';
import type { TokenBalanceRepository, UserRepository } from './ports.ts';
import { type AccountDto, type UpdateProfileInput, updateProfileSchema } from './schemas.ts';

type Deps = { users: UserRepository; tokens: TokenBalanceRepository };

/** The signed-in person's account with their token balance (created with 100 when missing). */
export async function getAccount(deps: Deps, userId: string): Promise<AccountDto> {
  const user = await deps.users.findById(userId);
  if (!user) throw accountNotFound();
  return toAccountDto(user, deps.tokens);
}

/** Saves first name, last name and phone; the e-mail address never changes here. */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileInput,
): Promise<AccountDto> {
  const changes = updateProfileSchema.parse(input);
  const user = await deps.users.updateProfile(userId, changes);
  if (!user) throw accountNotFound();
  return toAccountDto(user, deps.tokens);
}
