import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { destinationAfterSignUp } from '#domain/accounts/redirect-target.ts';

/** Someone already signed in has an account: they go where signing up would have taken them. */
export function guard(pageContext: PageContext) {
  if (pageContext.user) throw redirect(destinationAfterSignUp(pageContext.urlParsed.search.redirect));
}
