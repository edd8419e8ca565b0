import { linkIn, type SiteLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';

/**
 * The e-mail whose link finishes a sign-up, in the language of the sign-up page: the account exists
 * only once it is opened. No name in it: whoever typed the address typed the name too.
 */
export function finishSignUpEmail(to: string, link: string, language: SiteLanguage): LocalizedEmail {
  return {
    to,
    language,
    subject: { key: 'signUp.finish.subject' },
    blocks: [
      { paragraph: [{ key: 'common.helloNameless' }] },
      { paragraph: [{ key: 'signUp.finish.intro' }] },
      { link: { key: 'signUp.finish.button' }, url: linkIn(link, language), button: true },
      { note: [{ key: 'signUp.finish.expiry' }, { key: 'signUp.finish.notYou' }] },
    ],
  };
}

/**
 * The e-mail to an address whose sign-up is already waiting for its link, when someone signs up with
 * it again: nothing changed, the first e-mail's link still finishes the first sign-up. Without a link
 * of its own, so whoever asked second (perhaps not the address's owner) chose nothing.
 */
export function signUpAgainEmail(to: string, language: SiteLanguage): LocalizedEmail {
  return {
    to,
    language,
    subject: { key: 'signUp.again.subject' },
    blocks: [
      { paragraph: [{ key: 'common.helloNameless' }] },
      { paragraph: [{ key: 'signUp.again.intro' }] },
      { note: [{ key: 'signUp.again.notYou' }] },
    ],
  };
}

/**
 * The e-mail to an address that already has an account when someone signs up with it: the screen
 * said only "check your e-mail", so its owner learns it here, with the way to sign in.
 */
export function signUpAttemptEmail(
  to: { email: string; firstName: string },
  links: { signIn: string; contact: string },
  language: SiteLanguage,
): LocalizedEmail {
  return {
    to: to.email,
    language,
    subject: { key: 'signUp.attempt.subject' },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: to.firstName } }] },
      { paragraph: [{ key: 'signUp.attempt.intro' }] },
      { link: { key: 'signUp.attempt.signIn' }, url: linkIn(links.signIn, language), button: true },
      { link: { key: 'signUp.attempt.forgotten' }, url: linkIn(links.contact, language) },
      { note: [{ key: 'signUp.attempt.notYou' }] },
    ],
  };
}
