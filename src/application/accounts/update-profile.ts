import { accountNotFound } from '#domain/accounts/errors.ts';
import { toAccountDto } from './account-dto.ts';
import type { TokenBalanceRepository, UserRepository } from './ports.ts';
import { type AccountDto, type UpdateProfileInput, updateProfileSchema } from './schemas.ts';

/** Saves first name, last name and phone; the e-mail address never changes here. */
export async function updateProfile(
  deps: { users: UserRepository; tokens: TokenBalanceRepository },
  userId: string,
  input: UpdateProfileInput,
): Promise<AccountDto> {
  const changes = updateProfileSchema.parse(input);
  const user = await deps.users.updateProfile(userId, changes);
  if (!user) throw accountNotFound();
  return toAccountDto(user, deps.tokens);
}
