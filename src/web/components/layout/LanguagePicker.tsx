import { navigate } from 'vike/client/router';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, languageCookie } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * Switches the interface language and remembers it (cookie for the server, localStorage too). The page
 * only carries its reader's language, so it is fetched again (in place, keeping the scroll) with the
 * new one's texts, then shown in it (its translator comes with them).
 */
export function LanguagePicker({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
          document.cookie = languageCookie(language);
          localStorage.setItem(LANGUAGE_COOKIE, language);
          document.documentElement.lang = language;
          const { pathname, search, hash } = window.location;
          void navigate(`${pathname}${search}${hash}`, {
            keepScrollPosition: true,
            overwriteLastHistoryEntry: true,
          }).catch((error: unknown) => console.warn('Switching the language failed', error));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </>
  );
}
