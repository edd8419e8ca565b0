export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'it', label: 'Italiano' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie (and localStorage key) that remembers the visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 31_536_000;
/** The header a page's tRPC calls carry: the page's language, which the server writes to the person in. */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/** The chosen language: the cookie first, then the browser's Accept-Language (by preference), then en. */
export function pickLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]{2})(?:;|$)/)?.[1];
  if (isLanguage(chosen)) return chosen;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { code: tag.slice(0, 2).toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.code))
    .sort((a, b) => b.q - a.q);
  const first = preferred[0]?.code;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
