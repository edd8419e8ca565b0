export type BlogView = 'grid' | 'list';

export interface BlogListState {
  q?: string | undefined;
  tag?: string | undefined;
  sort?: 'date' | 'title' | undefined;
  page?: number | undefined;
  view?: BlogView | undefined;
}

/** The list's address for a set of filters; defaults are left out so URLs stay short and shareable. */
export function blogListUrl(state: BlogListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tag) params.set('tag', state.tag);
  if (state.sort && state.sort !== 'date') params.set('sort', state.sort);
  if (state.view && state.view !== 'grid') params.set('view', state.view);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

export const postUrl = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const tagUrl = (tag: string) => blogListUrl({ tag });
