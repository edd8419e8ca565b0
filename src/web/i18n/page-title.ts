import type { PageContext } from 'vike/types';
import { NO_PAGE_TEXTS } from './page-texts.ts';
import { createTranslator, type Translate } from './translator.ts';

const translators = new WeakMap<object, Translate>();

/** The page's translator (titles are computed on every render; the page's texts hold their keys). */
function translatorFor(pageContext: PageContext): Translate {
  const texts = pageContext.texts ?? NO_PAGE_TEXTS;
  let t = translators.get(texts);
  if (!t) {
    t = createTranslator(texts.lang, texts.messages, texts.english);
    translators.set(texts, t);
  }
  return t;
}

/** The site's name ("Personal Brand"), as the page's language writes it. */
export function siteName(pageContext: PageContext): string {
  return translatorFor(pageContext)('site.name');
}

/** A title followed by the site's name, the one shape of every tab title: "Hello World | Personal Brand". */
export function withSiteName(pageContext: PageContext, title: string): string {
  return `${title} | ${siteName(pageContext)}`;
}

/** A title made from the page's data with its translator, then the site's name. */
export function translatedWithSiteName(pageContext: PageContext, title: (t: Translate) => string): string {
  return withSiteName(pageContext, title(translatorFor(pageContext)));
}

/** A `+title` in the reader's language: "Account Settings | Personal Brand". */
export function pageTitle(key: string) {
  return (pageContext: PageContext) => withSiteName(pageContext, translatorFor(pageContext)(key));
}

/** A translated text for a page setting such as `+description`. */
export function pageText(key: string) {
  return (pageContext: PageContext) => translatorFor(pageContext)(key);
}
