import type { Viewer } from '#application/accounts/schemas.ts';

export interface NavLink {
  href: string;
  /** An i18n key under `nav.`. */
  label: string;
}

/** The header's dropdown: the Admin Menu for the owner, the Services Menu for everyone else. */
export function servicesMenu(user: Viewer | null): { label: string; links: NavLink[] } {
  if (user?.role === 'admin') {
    return {
      label: 'nav.adminMenu',
      links: [
        { href: '/admin/dashboard', label: 'nav.adminDashboard' },
        { href: '/admin/clients', label: 'nav.manageClients' },
        { href: '/admin/proposals', label: 'nav.manageProposals' },
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
 * The account menu of a signed-in person: settings, the blog management their role opens, then Sign
 * Out. The Admin Dashboard is not repeated here: the owner's Admin Menu already leads there.
 */
export function accountLinks(user: Viewer): NavLink[] {
  const links: NavLink[] = [{ href: '/account', label: 'nav.accountSettings' }];
  if (user.role === 'admin' || user.role === 'editor')
    links.push({ href: '/admin/blog', label: 'nav.manageBlog' });
  return links;
}

/** Signs out and goes home, replacing history, even when the request fails (the session may be gone). */
export async function signOut(): Promise<void> {
  try {
    await fetch('/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Going home anyway: a stale session cookie grants nothing once the server forgets it.
  } finally {
    window.location.replace('/');
  }
}
