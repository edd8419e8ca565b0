import type { PageContextServer } from 'vike/types';
import { orNotFound } from '#web/lib/not-found.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** `?project_id=`: the project the conversation is about (its name is the title's default). */
export async function data(pageContext: PageContextServer) {
  const projectId = String(pageContext.urlParsed.search.project_id ?? '');
  const choice = await orNotFound(pageContext.trpc.conversations.ownerStartChoice({ projectId }));
  return { choice };
}
