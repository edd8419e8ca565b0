import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';

/** Route table: `/admin/dashboard` is the admin's; everyone else goes home. */
export function guard(pageContext: PageContext) {
  if (pageContext.user?.role !== 'admin') throw redirect('/');
}
