import { describe, expect, it } from 'vitest';
import { getProjectForStaff } from '#application/client-records/get-project-for-staff.ts';
import { BRAND_ID, MISSING_ID, SHOP_ID, staffWorld } from './staff-records-fixture.ts';

describe('getProjectForStaff', () => {
  it('gives every section of the project page', async () => {
    const { deps } = staffWorld();
    const page = await getProjectForStaff(deps, SHOP_ID);
    expect(page.project).toMatchObject({
      name: 'Shop',
      status: 'new',
      nextStatuses: ['active', 'on_hold', 'cancelled'],
      projectTypes: ['web_app', 'ecommerce'],
      budgetRange: '5k_to_15k',
      description: 'A small shop.',
      referenceImages: ['https://cdn.example/a.png'],
    });
    expect(page.client).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(page.proposals.map((proposal) => proposal.title)).toEqual(['Locked', 'Approved', 'Sent', 'Draft']);
    expect(page.conversations.map((conversation) => conversation.title)).toEqual(['Shop - Initial Inquiry']);
    expect(page.stats).toEqual({
      totalProposals: 4,
      approvedProposals: 2,
      conversations: 1,
      totalValuePence: 100_000,
    });
  });

  it('reads a budget or timeline it does not know as not specified (null)', async () => {
    const { deps } = staffWorld();
    const page = await getProjectForStaff(deps, SHOP_ID);
    expect(page.project.timelinePreference).toBeNull();
    expect((await getProjectForStaff(deps, BRAND_ID)).project.budgetRange).toBeNull();
  });

  it('refuses a project that does not exist with the spec text', async () => {
    const { deps } = staffWorld();
    await expect(getProjectForStaff(deps, MISSING_ID)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Project Not Found',
    });
  });
});
