import type { PageContextServer } from 'vike/types';
import { isStaff } from '#domain/accounts/user.ts';
import { pickPageTexts } from '../i18n/pick-page-texts.ts';

/**
 * Every page (and every client navigation's page context) carries its texts in the reader's language;
 * the other five stay on the server. A page with its own +onBeforeRender must do the same. Staff pages
 * also carry the clients' unread messages for the header (never a visitor's cached page).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const texts = pickPageTexts(pageContext.lang, pageContext.config.pageTexts);
  if (!pageContext.user || !isStaff(pageContext.user.role)) return { pageContext: { texts } };
  try {
    const { total } = await pageContext.trpc.conversations.ownerUnread();
    return { pageContext: { texts, staffUnread: total } };
  } catch {
    // The header is no reason to fail a page: it shows the entry without a count.
    return { pageContext: { texts } };
  }
}
