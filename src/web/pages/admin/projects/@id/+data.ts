import type { PageContextServer } from 'vike/types';
import { orNullWhenNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The project with its client, proposals, conversations and stats; null: 'Project Not Found'. */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  return { page: await orNullWhenNotFound(pageContext.trpc.adminClients.project({ id })) };
}
