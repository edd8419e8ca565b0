import type { CommonPasswords } from '#application/accounts/ports.ts';

let loading: Promise<ReadonlySet<string>> | undefined;

/** zxcvbn-ts's list of the passwords most found in breaches (49k), read on first use and kept, lower-cased. */
function breachedPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return loading;
}

/** The maintained breach list of `@zxcvbn-ts/language-common`: passwords attackers try first. */
export const breachedPasswordList: CommonPasswords = {
  async includes(password) {
    return (await breachedPasswords()).has(password.toLowerCase());
  },
};
