import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from '#domain/accounts/password-strength.ts';
import type { CommonPasswords } from './ports.ts';
import { newPasswordSchema } from './schemas.ts';

/**
 * The server's half of the password rule (the length is `newPasswordSchema`'s, which the browser
 * checks too; the list is too big to ship to it): a password from the breach lists is refused as a
 * field error of `field`, like any other schema refusal. Checked before any hash is spent.
 */
export async function refuseCommonPassword(
  commonPasswords: CommonPasswords,
  password: string,
  field: string,
): Promise<void> {
  if (await commonPasswords.includes(password))
    throw new z.ZodError([
      { code: 'custom', path: [field], message: COMMON_PASSWORD_MESSAGE, input: undefined },
    ]);
}

/** The whole rule for a password given alone (`npm run user`), refused as a field error of `field`. */
export async function checkNewPassword(
  commonPasswords: CommonPasswords,
  password: string,
  field = 'password',
): Promise<void> {
  z.object({ [field]: newPasswordSchema }).parse({ [field]: password });
  await refuseCommonPassword(commonPasswords, password, field);
}
