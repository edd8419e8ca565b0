import type { i18n } from 'i18next';
import type { Messages } from './catalogs.ts';
import type { Language } from './languages.ts';

/** Page-text files by path (`…/pages/{group}/{language}.json`), as `import.meta.glob` returns them. */
export type PageTextFiles = Record<string, Messages>;

/**
 * The texts one page needs, in the reader's language only: they travel with the page (in its HTML,
 * or its page context on a client navigation) instead of every language sitting in the scripts.
 */
export interface PageTexts {
  lang: Language;
  /** The shared catalogue (header, footer, forms); absent for English, which the scripts carry. */
  shared?: Messages;
  /** Longer page texts, by group (`homePage`, `legal`...). */
  groups: Record<string, Messages>;
}

const applied = new WeakMap<i18n, Set<string>>();

/** Adds the texts an i18next instance does not have yet; cheap enough to call on every render. */
export function applyPageTexts(instance: i18n, texts: PageTexts | undefined): void {
  if (!texts) return;
  let done = applied.get(instance);
  if (!done) {
    done = new Set();
    applied.set(instance, done);
  }
  if (texts.shared && !done.has(texts.lang)) {
    instance.addResourceBundle(texts.lang, 'translation', texts.shared, true, false);
    done.add(texts.lang);
  }
  for (const [group, messages] of Object.entries(texts.groups)) {
    const key = `${texts.lang}:${group}`;
    if (done.has(key)) continue;
    instance.addResourceBundle(texts.lang, 'translation', { [group]: messages }, true, false);
    done.add(key);
  }
}
