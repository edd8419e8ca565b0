import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import type { Messages } from './translator.ts';

/** Page-text files by path (`…/pages/{group}/{language}.json`), as `import.meta.glob` returns them. */
export type PageTextFiles = Record<string, Messages>;

/**
 * The texts one page needs, resolved on the server in the reader's language (English filling any
 * gap): they travel with the page, in its HTML or its page context on a client navigation, so no
 * catalogue and no i18next sit in the scripts.
 */
export interface PageTexts {
  lang: Language;
  /** The shared catalogue (header, footer, forms) and the page's text groups (`homePage`, `legal`...). */
  messages: Messages;
  /** The English texts of the server's messages, to show them translated; absent in English. */
  english?: Messages;
}

/** Every page gets its texts from +onBeforeRender; without them (none yet) keys stand in. */
export const NO_PAGE_TEXTS: PageTexts = { lang: DEFAULT_LANGUAGE, messages: {} };
