import type { PageContext } from 'vike/types';
import { requireAdminAudience } from '#web/lib/admin-access.ts';

/** The admin dashboard is the admin's alone: an editor is denied too. */
export function guard(pageContext: PageContext) {
  requireAdminAudience(pageContext, 'admin');
}
