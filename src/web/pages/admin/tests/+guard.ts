import type { PageContext } from 'vike/types';
import { requireAdminAudience } from '#web/lib/admin-access.ts';

/** The system tests are the owner's alone: an editor gets 'Access denied' too. */
export function guard(pageContext: PageContext) {
  requireAdminAudience(pageContext, 'admin');
}
