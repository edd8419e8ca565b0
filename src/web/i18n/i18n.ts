import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogs } from './catalogs.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import en from './locales/en.json' with { type: 'json' };

export const resources = {
  en: { translation: catalogs.en },
  fr: { translation: catalogs.fr },
  it: { translation: catalogs.it },
  es: { translation: catalogs.es },
  de: { translation: catalogs.de },
  pt: { translation: catalogs.pt },
} as const;

/** One i18next instance per render root, initialised synchronously so server and browser agree. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** English texts the server sends (validation messages) shown in the reader's language. */
export function translateServerMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(en.validation).find(([, text]) => text === message)?.[0];
  if (key) return t(`validation.${key}`);
  if (message === en.login.invalidCredentials) return t('login.invalidCredentials');
  return message;
}
