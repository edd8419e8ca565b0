import type { PageContextServer } from 'vike/types';
import { orNoClient } from '../pages/portal/portal-data.ts';

/**
 * Whether the request comes from a signed-in person with a client record: the sign-in pages send such a
 * person on to the page they were opened for, instead of a sign-in form (a member or staff without a
 * client record may still sign in as a client).
 */
export async function isSignedInClient(pageContext: PageContextServer): Promise<boolean> {
  if (!pageContext.user) return false;
  return (await orNoClient(pageContext.trpc.clients.settings())) !== null;
}
