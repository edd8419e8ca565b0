import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale } from './intl-locale.ts';
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
  followRegionalPluralRules(instance);
  applyPageTexts(instance, texts);
  return instance;
}

/** The part of i18next's (untyped) plural resolver used here. */
interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next picks plural forms with `Intl.PluralRules` of the bare language code; the site's Portuguese
 * is European, whose rules differ from the bare "pt" (Brazil): 0 takes the plural there ("0 gostos").
 */
function followRegionalPluralRules(instance: i18n): void {
  const resolver: PluralResolver = instance.services.pluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(intlLocale(code), options);
}

/** English texts the server sends (validation messages) shown in the reader's language. */
export function translateServerMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(en.validation).find(([, text]) => text === message)?.[0];
  if (key) return t(`validation.${key}`);
  if (message === en.login.invalidCredentials) return t('login.invalidCredentials');
  return message;
}
