/** The addresses of /admin/blog's three modes (the public blog's Edit button links to the third). */
export const POST_LIST_URL = '/admin/blog';
export const NEW_POST_URL = '/admin/blog?new=1';
export const editPostUrl = (id: string) => `/admin/blog?edit=${encodeURIComponent(id)}`;
