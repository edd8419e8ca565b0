import type { PageContextServer } from 'vike/types';
import { pickPageTexts } from '../i18n/pick-page-texts.ts';

/**
 * Every page (and every client navigation's page context) carries its texts in the reader's language;
 * the other five stay on the server. A page with its own +onBeforeRender must do the same.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { texts: pickPageTexts(pageContext.lang, pageContext.config.pageTexts) } };
}
