import type { AuditEntryDto, AuditPageDto } from '#application/audit/schemas.ts';
import { editPostUrl } from '../admin-blog/editor-urls.ts';

export const AUDIT_URL = '/admin/audit';

/** The log's address with its filters and page: only what is set is written (a GET form's own names). */
export function auditHref(filters: AuditPageDto['filters'], page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${AUDIT_URL}?${query}` : AUDIT_URL;
}

/** Where the record an entry is about can be opened, when it has a page and still exists. */
export function subjectHref({ action, subject }: Pick<AuditEntryDto, 'action' | 'subject'>): string | null {
  if (!subject.id || action.endsWith('.deleted')) return null;
  const id = encodeURIComponent(subject.id);
  switch (subject.type) {
    case 'post':
      return editPostUrl(subject.id);
    case 'project':
      return `/admin/projects/${id}`;
    case 'client':
      return `/admin/clients/${id}`;
    case 'conversation':
      return `/admin/conversations/${id}`;
    case 'proposal':
      return `/admin/proposals/${id}`;
    case 'service':
      return '/admin/bookings?tab=services';
    case 'availability':
      return '/admin/bookings?tab=availability';
    case 'booking':
      return '/admin/bookings';
    default:
      return null;
  }
}
