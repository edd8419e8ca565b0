import { describe, expect, it } from 'vitest';
import { adminTrail } from '#web/lib/admin-trail.ts';

const ID = '4f5b1c9e-2d3a-4b6c-8e7f-9a0b1c2d3e4f';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The trail as "key@href" strings, for readable expectations. */
const trail = (pathname: string) => adminTrail(pathname).map((level) => `${level.labelKey}@${level.href}`);

describe('adminTrail', () => {
  it('is Admin alone on the dashboard and on /admin (so the breadcrumb is hidden)', () => {
    expect(trail('/admin/dashboard')).toEqual(['admin.home@/admin/dashboard']);
    expect(trail('/admin')).toEqual(['admin.home@/admin/dashboard']);
  });

  it.each([
    ['/admin/blog', 'admin.trail.blog'],
    ['/admin/proposals', 'admin.trail.proposals'],
    ['/admin/bookings', 'admin.trail.bookings'],
    ['/admin/clients', 'admin.trail.clients'],
    ['/admin/projects', 'admin.trail.projects'],
    ['/admin/conversations', 'admin.trail.conversations'],
    ['/admin/tests', 'admin.trail.tests'],
  ])('names the section of %s', (pathname, key) => {
    expect(trail(pathname)).toEqual(['admin.home@/admin/dashboard', `${key}@${pathname}`]);
  });

  it.each([
    ['proposals', 'admin.trail.proposal'],
    ['clients', 'admin.trail.client'],
    ['projects', 'admin.trail.project'],
    ['conversations', 'admin.trail.conversation'],
  ])('adds the record level under %s for an id', (section, key) => {
    expect(trail(`/admin/${section}/${ID}`)).toEqual([
      'admin.home@/admin/dashboard',
      `admin.trail.${section}@/admin/${section}`,
      `${key}@/admin/${section}/${ID}`,
    ]);
  });

  it('reads /admin/clients/all as All Clients, not as a client', () => {
    expect(trail('/admin/clients/all')).toEqual([
      'admin.home@/admin/dashboard',
      'admin.trail.clients@/admin/clients',
      'admin.trail.allClients@/admin/clients/all',
    ]);
  });

  it('keeps the proposal form and the preview under their list and record', () => {
    expect(trail('/admin/proposals/create')).toEqual([
      'admin.home@/admin/dashboard',
      'admin.trail.proposals@/admin/proposals',
    ]);
    expect(trail(`/admin/proposals/${ID}/preview`)).toEqual(trail(`/admin/proposals/${ID}`));
  });

  it("puts a client's portal and its records under the client", () => {
    const portal = [
      'admin.home@/admin/dashboard',
      'admin.trail.clients@/admin/clients',
      `admin.trail.client@/admin/clients/${ID}`,
      `admin.trail.portal@/admin/clients/${ID}/portal`,
    ];
    expect(trail(`/admin/clients/${ID}/portal`)).toEqual(portal);
    expect(trail(`/admin/clients/${ID}/portal/proposals/${OTHER}`)).toEqual([
      ...portal,
      `admin.trail.proposal@/admin/clients/${ID}/portal/proposals/${OTHER}`,
    ]);
    expect(trail(`/admin/clients/${ID}/portal/conversations/${OTHER}`)).toEqual([
      ...portal,
      `admin.trail.conversation@/admin/clients/${ID}/portal/conversations/${OTHER}`,
    ]);
  });

  it('knows nothing outside /admin and of unknown sections', () => {
    expect(adminTrail('/portal')).toEqual([]);
    expect(trail('/admin/unknown/x')).toEqual(['admin.home@/admin/dashboard']);
  });
});
