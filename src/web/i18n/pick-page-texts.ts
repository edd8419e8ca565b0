import { catalogs } from './catalogs.ts';
import type { Language } from './languages.ts';
import type { PageTextFiles, PageTexts } from './page-texts.ts';

const PAGE_TEXT_FILE = /\/pages\/([\w-]+)\/(\w+)\.json$/;

/** On the server: the shared catalogue and the page's text groups, in the reader's language only. */
export function pickPageTexts(lang: Language, files: readonly PageTextFiles[] | undefined): PageTexts {
  const groups: PageTexts['groups'] = {};
  for (const byPath of files ?? []) {
    for (const [file, messages] of Object.entries(byPath)) {
      const [, group, language] = PAGE_TEXT_FILE.exec(file) ?? [];
      if (group && language === lang) groups[group] = messages;
    }
  }
  return lang === 'en' ? { lang, groups } : { lang, shared: catalogs[lang], groups };
}
