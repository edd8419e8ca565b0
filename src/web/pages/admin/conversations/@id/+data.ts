import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** A thread for the owner, with its client and project; opening it marks the client's messages read. */
export async function data(pageContext: PageContextServer) {
  const thread = await orNotFound(
    pageContext.trpc.conversations.ownerOpen({ id: pageContext.routeParams.id ?? '' }),
  );
  return { thread };
}
