import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';

/** Account settings need a signed-in person; visitors sign in first and come back here. */
export function guard(pageContext: PageContext) {
  if (!pageContext.user) throw redirect('/login?redirect=/account');
}
