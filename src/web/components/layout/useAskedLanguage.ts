import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { isLanguage, LANGUAGE_COOKIE, languageCookie } from '../../i18n/languages.ts';

/**
 * A page opened in a language by its address (`?lang=de`: the hreflang alternates, links in e-mails)
 * keeps the reader in it: the next pages, reached by links without `lang`, are in it too, as after a
 * choice in the language picker.
 */
export function useAskedLanguage() {
  const { urlOriginal, lang } = usePageContext();
  useEffect(() => {
    const asked = new URL(urlOriginal, window.location.origin).searchParams.get('lang');
    if (!isLanguage(asked) || asked !== lang || localStorage.getItem(LANGUAGE_COOKIE) === asked) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    document.cookie = languageCookie(asked);
    localStorage.setItem(LANGUAGE_COOKIE, asked);
  }, [urlOriginal, lang]);
}
