import { linkIn, type SiteLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';

export interface NewsletterLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/**
 * Every newsletter e-mail carries the one-click unsubscribe of RFC 8058: the `List-Unsubscribe` URL
 * (a POST to it unsubscribes at once) and the link in the body.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The double opt-in e-mail, in the language of the page they subscribed on; its links open in it too.
 * No name in it: the address is not proven yet, and the name is whatever was typed with it.
 */
export function confirmationEmail(
  to: string,
  links: NewsletterLinks,
  language: SiteLanguage,
): LocalizedEmail {
  const unsubscribeUrl = linkIn(links.unsubscribeUrl, language);
  return {
    to,
    language,
    subject: { key: 'newsletter.confirm.subject' },
    blocks: [
      { paragraph: [{ key: 'common.helloNameless' }] },
      { paragraph: [{ key: 'newsletter.confirm.intro' }] },
      { link: { key: 'newsletter.confirm.button' }, url: linkIn(links.confirmUrl, language), button: true },
      { paragraph: [{ key: 'newsletter.confirm.notYou' }] },
      { link: { key: 'newsletter.unsubscribeLink' }, url: unsubscribeUrl },
    ],
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
