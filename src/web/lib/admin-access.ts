import { redirect, render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { isStaff } from '#domain/accounts/user.ts';
import { ACCESS_DENIED } from './abort-reasons.ts';

/** Who may open an admin page: staff (admin and editor) or the admin alone. */
export type AdminAudience = 'staff' | 'admin';

/** `/login?redirect=/admin/clients`: the page's own address, slashes kept readable. */
export function loginRedirect(pageContext: Pick<PageContext, 'urlPathname' | 'urlParsed'>): string {
  const target = `${pageContext.urlPathname}${pageContext.urlParsed.searchOriginal ?? ''}`;
  return `/login?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}

/**
 * For the admin guards: a visitor signs in first and comes back; a signed-in person without the role
 * gets 'Access Denied' with HTTP 403, before any admin data is read or markup rendered.
 */
export function requireAdminAudience(pageContext: PageContext, audience: AdminAudience): void {
  const user = pageContext.user;
  if (!user) throw redirect(loginRedirect(pageContext));
  const allowed = audience === 'admin' ? user.role === 'admin' : isStaff(user.role);
  if (!allowed) throw render(403, ACCESS_DENIED);
}
