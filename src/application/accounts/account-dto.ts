import { INITIAL_TOKEN_BALANCE, type User } from '#domain/accounts/user.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { TokenBalanceRepository } from './ports.ts';
import type { AccountDto } from './schemas.ts';

export async function toAccountDto(user: User, tokens: TokenBalanceRepository): Promise<AccountDto> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    language: readerLanguage(user.language),
    role: user.role,
    tokenBalance: await tokens.balanceOf(user.id, INITIAL_TOKEN_BALANCE),
    hasPassword: user.passwordHash !== null,
  };
}
