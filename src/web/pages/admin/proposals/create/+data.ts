import type { PageContextServer } from 'vike/types';
import { data as listData } from '../+data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The list's data, the projects the open form offers, and the project of `?project_id=` when it is one of them. */
export async function data(pageContext: PageContextServer) {
  const [list, projects] = await Promise.all([
    listData(pageContext),
    pageContext.trpc.proposals.projectChoices(),
  ]);
  const wanted = pageContext.urlParsed.search.project_id;
  const projectId = projects.some((project) => project.id === wanted) ? wanted : undefined;
  return { ...list, projects, projectId };
}
