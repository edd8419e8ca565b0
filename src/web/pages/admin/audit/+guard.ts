import type { PageContext } from 'vike/types';
import { requireAdminAudience } from '#web/lib/admin-access.ts';

/** The audit log is the owner's alone: an editor gets 'Access Denied' too. */
export function guard(pageContext: PageContext) {
  requireAdminAudience(pageContext, 'admin');
}
