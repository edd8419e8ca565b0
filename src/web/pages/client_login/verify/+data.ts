import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { CLIENT_HOME } from '#domain/clients/sign-in-link.ts';
import { CLIENT_LOGIN_PATH, clientLoginQuery, EXPIRED_LINK_PARAM } from '#web/lib/client-login.ts';
import { isSignedInClient } from '#web/lib/signed-in-client.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * Whether the link can still sign in: checked (never spent) when its page opens. A client already signed
 * in goes straight to the link's page (the link stays unspent); after its hour, a link falls back to the
 * sign-in form for its address, landing on the same page.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.urlParsed.search.token ?? '';
  const check = token ? await pageContext.trpc.clients.signInLinkUsable({ token }) : null;
  // A refused plain post shows this page with its message instead.
  if (pageContext.formSubmission) return { usable: false, target: check?.target ?? null };
  if (await isSignedInClient(pageContext)) throw redirect(check?.target ?? CLIENT_HOME);
  if (check?.expired)
    throw redirect(
      `${CLIENT_LOGIN_PATH}${clientLoginQuery({
        email: check.expired.email,
        redirect: check.target ?? undefined,
        [EXPIRED_LINK_PARAM]: '1',
      })}`,
    );
  return { usable: check?.usable ?? false, target: check?.target ?? null };
}
