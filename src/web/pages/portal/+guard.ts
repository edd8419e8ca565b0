import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { CLIENT_LOGIN_PATH, clientLoginQuery } from '../../lib/client-login.ts';

/**
 * The portal (and its proposal and conversation pages) need a signed-in person; visitors sign in first,
 * then land on the page they opened (its query too; a `#pay` the server never sees, the sign-in page
 * keeps from the address bar).
 */
export function guard(pageContext: PageContext) {
  if (pageContext.user) return;
  const { pathname, searchOriginal, hashOriginal } = pageContext.urlParsed;
  const target = `${pathname}${searchOriginal ?? ''}${hashOriginal ?? ''}`;
  throw redirect(`${CLIENT_LOGIN_PATH}${clientLoginQuery({ redirect: target })}`);
}
