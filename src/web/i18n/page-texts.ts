import type { i18n } from 'i18next';
import type { Messages } from './catalogs.ts';

/** Page-text files by path (`…/pages/{group}/{language}.json`), as `import.meta.glob` returns them. */
export type PageTexts = Record<string, Messages>;

const PAGE_TEXT_FILE = /\/pages\/([\w-]+)\/(\w+)\.json$/;

/**
 * Adds a page's texts to an i18next instance, each file as the `{group}` key of its language. A
 * group already there is left alone, so calling this on every render costs a lookup.
 */
export function addPageTexts(instance: i18n, pageTexts: readonly PageTexts[] | undefined): void {
  for (const files of pageTexts ?? []) {
    for (const [file, texts] of Object.entries(files)) {
      const [, group, language] = PAGE_TEXT_FILE.exec(file) ?? [];
      if (!group || !language || instance.getResource(language, 'translation', group)) continue;
      instance.addResourceBundle(language, 'translation', { [group]: texts }, true, false);
    }
  }
}
