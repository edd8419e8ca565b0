import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { arrivedFromThisSite } from '#web/lib/arrived-from-site.ts';
import { orNotFound } from '#web/lib/not-found.ts';
import { orNoClient } from '../../portal-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One of the client's conversations with its messages, their times in the client's zone (opening it marks the owner's messages read);
 * anyone else's is the 404 page.
 */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  // Opened from another site, the page marks nothing read: its script does, once it is shown.
  const marksRead = arrivedFromThisSite(pageContext);
  const thread = await orNoClient(
    orNotFound(
      marksRead ? pageContext.trpc.conversations.open({ id }) : pageContext.trpc.conversations.thread({ id }),
    ),
  );
  if (!thread) throw redirect('/portal');
  // The zone the client reads the messages' times in.
  const { timeZone } = await pageContext.trpc.clients.settings();
  return { thread, timeZone, openOnView: !marksRead };
}
