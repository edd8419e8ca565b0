import { SIGN_IN_CODE_LENGTH } from '#domain/clients/sign-in-link.ts';
import { linkIn, readerLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';

/**
 * The magic-link e-mail, in the client's language: the link to the "Sign in" page, and the code for the
 * waiting screen. It greets by name only a client who has signed in before: until then the name is
 * whatever the first inquiry for the address typed, perhaps not its owner.
 */
export function signInLinkEmail(
  to: { email: string; name: string; language: string; userId: string | null },
  link: string,
  code: string,
): LocalizedEmail {
  const language = readerLanguage(to.language);
  return {
    to: to.email,
    language,
    subject: { key: 'signIn.subject' },
    blocks: [
      {
        paragraph: [
          to.userId === null
            ? { key: 'common.helloNameless' }
            : { key: 'common.hello', params: { name: to.name } },
        ],
      },
      { paragraph: [{ key: 'signIn.intro' }] },
      { link: { key: 'signIn.button' }, url: linkIn(link, language), button: true },
      { paragraph: [{ key: 'signIn.code', params: { digits: SIGN_IN_CODE_LENGTH, code } }] },
      { note: [{ key: 'signIn.expiry' }, { key: 'signIn.notYou' }] },
    ],
  };
}
