/** One level of the admin breadcrumb: its text (an i18n key) and where it leads. */
export interface AdminLevel {
  labelKey: string;
  href: string;
}

const HOME: AdminLevel = { labelKey: 'admin.home', href: '/admin/dashboard' };

/** The sections under Admin, by their first path segment. */
const SECTIONS: Record<string, string> = {
  blog: 'admin.trail.blog',
  proposals: 'admin.trail.proposals',
  bookings: 'admin.trail.bookings',
  clients: 'admin.trail.clients',
  projects: 'admin.trail.projects',
  conversations: 'admin.trail.conversations',
  tests: 'admin.trail.tests',
  audit: 'admin.trail.audit',
};

/** A record's page under a section (an id in the address), by section. */
const DETAILS: Record<string, string> = {
  proposals: 'admin.trail.proposal',
  clients: 'admin.trail.client',
  projects: 'admin.trail.project',
  conversations: 'admin.trail.conversation',
};

/** Addresses under a section that are pages of their own, not a record's id. */
const SECTION_PAGES: Record<string, Record<string, string | null>> = {
  clients: { all: 'admin.trail.allClients' },
  // The create page is the list's own screen with its form open.
  proposals: { create: null },
};

/** Under "View Client Portal" (/admin/clients/{id}/portal/...): the portal's own record pages. */
const PORTAL_DETAILS: Record<string, string> = {
  proposals: 'admin.trail.proposal',
  conversations: 'admin.trail.conversation',
};

/**
 * The spec's admin breadcrumb for an address: Admin › Section › Details (and the client's portal under
 * a client). The last level is the page itself; with one level the breadcrumb is hidden. Deeper
 * segments it does not know add nothing (a proposal's preview stays under Proposal Details).
 */
export function adminTrail(pathname: string): AdminLevel[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'admin') return [];
  const [, section, record, sub, subSection, subRecord] = segments;
  const levels: AdminLevel[] = [HOME];
  const sectionKey = section ? SECTIONS[section] : undefined;
  if (!section || !sectionKey) return levels;
  const sectionHref = `/admin/${section}`;
  levels.push({ labelKey: sectionKey, href: sectionHref });
  if (!record) return levels;

  const pages = SECTION_PAGES[section] ?? {};
  if (record in pages) {
    const pageKey = pages[record];
    if (pageKey) levels.push({ labelKey: pageKey, href: `${sectionHref}/${record}` });
    return levels;
  }
  const detailKey = DETAILS[section];
  if (!detailKey) return levels;
  const recordHref = `${sectionHref}/${record}`;
  levels.push({ labelKey: detailKey, href: recordHref });

  if (section !== 'clients' || sub !== 'portal') return levels;
  const portalHref = `${recordHref}/portal`;
  levels.push({ labelKey: 'admin.trail.portal', href: portalHref });
  const portalDetail = subSection ? PORTAL_DETAILS[subSection] : undefined;
  if (portalDetail && subRecord)
    levels.push({ labelKey: portalDetail, href: `${portalHref}/${subSection}/${subRecord}` });
  return levels;
}
