import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { CLIENT_HOME } from '#domain/clients/sign-in-link.ts';
import { isSignedInClient } from '../../lib/signed-in-client.ts';

/**
 * A client already signed in goes straight to the page asked for (`?redirect=`), not to a sign-in form
 * (a refused plain post still gets its page back, with the message).
 */
export async function data(pageContext: PageContextServer) {
  if (!pageContext.formSubmission && (await isSignedInClient(pageContext)))
    throw redirect(safeRedirectPath(pageContext.urlParsed.search.redirect) ?? CLIENT_HOME);
  return {};
}
