import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { isStaff } from '#domain/accounts/user.ts';

/** Every /admin page: staff only; everyone else goes home before any admin markup is rendered. */
export function guard(pageContext: PageContext) {
  if (!pageContext.user || !isStaff(pageContext.user.role)) throw redirect('/');
}
