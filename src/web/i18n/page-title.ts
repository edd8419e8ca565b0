import type { i18n } from 'i18next';
import type { PageContext } from 'vike/types';
import { createI18n } from './i18n.ts';
import type { Language } from './languages.ts';
import { applyPageTexts } from './page-texts.ts';

/** One instance per language, made on first use: titles are computed on every render. */
const instances = new Map<Language, i18n>();

/** The page's language, with the texts of the page (titles of page-text pages live there). */
function i18nFor(pageContext: PageContext): i18n {
  let instance = instances.get(pageContext.lang);
  if (!instance) {
    instance = createI18n(pageContext.texts);
    instances.set(pageContext.lang, instance);
  }
  applyPageTexts(instance, pageContext.texts);
  return instance;
}

/** A title followed by the site's name, the one shape of every tab title: "Hello World | Personal Brand". */
export function withSiteName(pageContext: PageContext, title: string): string {
  return `${title} | ${i18nFor(pageContext).t('site.name')}`;
}

/** A `+title` in the reader's language: "Account Settings | Personal Brand". */
export function pageTitle(key: string) {
  return (pageContext: PageContext) => withSiteName(pageContext, i18nFor(pageContext).t(key));
}

/** A translated text for a page setting such as `+description`. */
export function pageText(key: string) {
  return (pageContext: PageContext) => i18nFor(pageContext).t(key);
}
