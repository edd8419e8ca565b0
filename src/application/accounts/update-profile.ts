import { accountNotFound } from '#domain/accounts/errors.ts';
import type { ClientRepository } from '../clients/ports.ts';
import { toAccountDto } from './account-dto.ts';
import type { TokenBalanceRepository, UserRepository } from './ports.ts';
import { type AccountDto, type UpdateProfileInput, updateProfileSchema } from './schemas.ts';

/**
 * Saves first name, last name, phone and the language of their e-mails (a client's record, when the
 * account is a client's, takes the language too); the e-mail address never changes here.
 */
export async function updateProfile(
  deps: {
    users: UserRepository;
    tokens: TokenBalanceRepository;
    clients: Pick<ClientRepository, 'setLanguageOfUser'>;
  },
  userId: string,
  input: UpdateProfileInput,
): Promise<AccountDto> {
  const changes = updateProfileSchema.parse(input);
  const user = await deps.users.updateProfile(userId, changes);
  if (!user) throw accountNotFound();
  if (changes.language) await deps.clients.setLanguageOfUser(userId, changes.language);
  return toAccountDto(user, deps.tokens);
}
