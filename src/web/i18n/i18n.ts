import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './languages.ts';
import en from './locales/en.json' with { type: 'json' };
import { applyPageTexts, type PageTexts } from './page-texts.ts';

/**
 * One i18next instance per render root, initialised synchronously so server and browser agree: the
 * English catalogue (the fallback, in every script) plus the page's texts in the reader's language.
 */
export function createI18n(texts: PageTexts | undefined): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: texts?.lang ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyPageTexts(instance, texts);
  return instance;
}

/** English texts the server sends (validation messages) shown in the reader's language. */
export function translateServerMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(en.validation).find(([, text]) => text === message)?.[0];
  if (key) return t(`validation.${key}`);
  if (message === en.login.invalidCredentials) return t('login.invalidCredentials');
  return message;
}
