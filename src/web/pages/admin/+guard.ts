import type { PageContext } from 'vike/types';
import { requireAdminAudience } from '../../lib/admin-access.ts';

/** Every /admin page is for staff (admin and editor) unless its own guard asks for the admin. */
export function guard(pageContext: PageContext) {
  requireAdminAudience(pageContext, 'staff');
}
