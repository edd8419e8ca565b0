import type { PageContext } from 'vike/types';
import { requireAdminAudience } from '#web/lib/admin-access.ts';

/** The bookings are the owner's alone: an editor is denied too. */
export function guard(pageContext: PageContext) {
  requireAdminAudience(pageContext, 'admin');
}
