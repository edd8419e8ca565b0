import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';

/** The portal (and its proposal and conversation pages) need a signed-in person; visitors sign in first. */
export function guard(pageContext: PageContext) {
  if (!pageContext.user) throw redirect('/client_login?redirect=/portal');
}
