import type { i18n } from 'i18next';
import type { PageContext } from 'vike/types';
import { createI18n } from './i18n.ts';
import type { Language } from './languages.ts';

/** One instance per language, made on first use: titles are computed on every render. */
const instances = new Map<Language, i18n>();

function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/** A `+title` in the reader's language: "Account Settings | Personal Brand". */
export function pageTitle(key: string) {
  return (pageContext: PageContext) => {
    const { t } = i18nFor(pageContext.lang);
    return `${t(key)} | ${t('site.name')}`;
  };
}

/** A translated text for a page setting such as `+description`. */
export function pageText(key: string) {
  return (pageContext: PageContext) => i18nFor(pageContext.lang).t(key);
}
