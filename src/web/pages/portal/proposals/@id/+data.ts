import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { orNotFound } from '../../../../lib/not-found.ts';
import { orNoClient } from '../../portal-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One of the client's proposals; anyone else's (or a draft) is the 404 page. */
export async function data(pageContext: PageContextServer) {
  const proposal = await orNoClient(
    orNotFound(pageContext.trpc.clients.proposal({ id: pageContext.routeParams.id ?? '' })),
  );
  // Without a client record the portal says what to do.
  if (!proposal) throw redirect('/portal');
  return { proposal };
}
