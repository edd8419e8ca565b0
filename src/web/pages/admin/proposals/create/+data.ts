import type { PageContextServer } from 'vike/types';
import { data as listData } from '../+data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The list's data, and the project of `?project_id=` when it is one the form offers. */
export async function data(pageContext: PageContextServer) {
  const list = await listData(pageContext);
  const wanted = pageContext.urlParsed.search.project_id;
  const projectId = list.projects.some((project) => project.id === wanted) ? wanted : undefined;
  return { ...list, projectId };
}
