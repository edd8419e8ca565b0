import type { Viewer } from '#application/accounts/schemas.ts';
import { SIGNED_OUT_COOKIE } from '../../lib/sign-out-marker.ts';

export interface NavLink {
  href: string;
  /** An i18n key under `nav.`. */
  label: string;
  /** A number the label shows (`{{count}}`): the staff's unread messages. */
  count?: number;
}

/** The owner's messages entry: 'Messages (3)' while the clients' messages wait unread ('99+' beyond). */
const messagesLink = (unread: number): NavLink => {
  const href = '/admin/conversations';
  if (unread > 99) return { href, label: 'nav.messagesMany' };
  return unread > 0 ? { href, label: 'nav.messagesUnread', count: unread } : { href, label: 'nav.messages' };
};

/** The options of a link's label (its count, when it has one). */
export const labelOptions = (link: NavLink) => (link.count === undefined ? {} : { count: link.count });

/** The header's dropdown: the Admin Menu for the owner, the Services Menu for everyone else. */
export function servicesMenu(user: Viewer | null, unread = 0): { label: string; links: NavLink[] } {
  if (user?.role === 'admin') {
    return {
      label: 'nav.adminMenu',
      links: [
        { href: '/admin/dashboard', label: 'nav.adminDashboard' },
        { href: '/admin/clients', label: 'nav.manageClients' },
        { href: '/admin/projects', label: 'nav.manageProjects' },
        { href: '/admin/proposals', label: 'nav.manageProposals' },
        { href: '/admin/bookings', label: 'nav.manageBookings' },
        messagesLink(unread),
        { href: '/admin/audit', label: 'nav.auditLog' },
        { href: '/client_onboarding', label: 'nav.clientOnboarding' },
      ],
    };
  }
  const links: NavLink[] = [
    { href: '/#ventures', label: 'nav.currentProjects' },
    { href: '/client_onboarding', label: 'nav.startYourOwn' },
    { href: '/client_login', label: 'nav.clientPortalLogin' },
  ];
  if (!user) links.push({ href: '/login', label: 'nav.adminLogin' });
  return { label: 'nav.services', links };
}

/** Links beside the dropdown: the CV only for visitors who are not signed in. */
export function mainLinks(user: Viewer | null): NavLink[] {
  const links: NavLink[] = [
    { href: '/blog', label: 'nav.blog' },
    { href: '/booking#booking-top', label: 'nav.bookSession' },
  ];
  if (!user) links.push({ href: '/cv', label: 'nav.cv' });
  return links;
}

/**
 * The account menu of a signed-in person: settings, the blog (and, for an editor, proposal)
 * management their role opens, then Sign Out. The Admin Dashboard is not repeated here: the owner's
 * Admin Menu already leads there.
 */
export function accountLinks(user: Viewer, unread = 0): NavLink[] {
  const links: NavLink[] = [{ href: '/account', label: 'nav.accountSettings' }];
  if (user.role === 'admin' || user.role === 'editor')
    links.push({ href: '/admin/blog', label: 'nav.manageBlog' });
  // The owner reaches the proposals from the Admin Menu; an editor, who has no Admin Menu, from here.
  if (user.role === 'editor') {
    links.push({ href: '/admin/proposals', label: 'nav.manageProposals' });
    links.push(messagesLink(unread));
  }
  return links;
}

/**
 * Signs out and goes home, replacing history. When the request fails (offline, server error) the
 * browser still forgets the session, as the spec says: the session cookie is HttpOnly, so a marker
 * cookie asks the server to end the session on the next request, and home shows the visitor signed out.
 */
export async function signOut(): Promise<void> {
  let signedOut = false;
  try {
    signedOut = (await fetch('/auth/sign-out', { method: 'POST', credentials: 'same-origin' })).ok;
  } catch {
    // Network failure: handled below like a refused request.
  } finally {
    if (!signedOut) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
      document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
    }
    window.location.replace('/');
  }
}
