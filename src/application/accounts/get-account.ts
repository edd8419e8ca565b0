import { accountNotFound } from '#domain/accounts/errors.ts';
import { toAccountDto } from './account-dto.ts';
import type { TokenBalanceRepository, UserRepository } from './ports.ts';
import type { AccountDto } from './schemas.ts';

/** The signed-in person's account with their token balance (created with 100 when missing). */
export async function getAccount(
  deps: { users: UserRepository; tokens: TokenBalanceRepository },
  userId: string,
): Promise<AccountDto> {
  const user = await deps.users.findById(userId);
  if (!user) throw accountNotFound();
  return toAccountDto(user, deps.tokens);
}
