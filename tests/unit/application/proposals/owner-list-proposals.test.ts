import { describe, expect, it } from 'vitest';
import { listProjectChoices } from '#application/proposals/list-project-choices.ts';
import { listProposalsForOwner } from '#application/proposals/list-proposals-for-owner.ts';
import { ownerWorld } from './owner-fixture.ts';

describe('listProposalsForOwner', () => {
  it('lists every proposal newest first, with project, client and the deposit worked out in pence', async () => {
    const { deps, proposals, ada, bob, website, shop } = ownerWorld();
    proposals.add({
      clientId: ada.id,
      projectId: website.id,
      projectName: 'Website',
      title: 'Old',
      status: 'draft',
    });
    proposals.add({
      clientId: bob.id,
      projectId: shop.id,
      projectName: 'Shop',
      title: 'New',
      totalAmountPence: 100_001,
      depositPercentage: 50,
    });

    const rows = await listProposalsForOwner(deps);

    expect(rows.map((row) => row.title)).toEqual(['New', 'Old']);
    expect(rows[0]).toMatchObject({
      projectName: 'Shop',
      clientName: 'Bob Other',
      clientEmail: 'bob@example.com',
      status: 'sent',
      totalAmountPence: 100_001,
      depositPercentage: 50,
      depositAmountPence: 50_001,
      remainingAmountPence: 50_000,
    });
    expect(rows[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('is empty without proposals', async () => {
    expect(await listProposalsForOwner(ownerWorld().deps)).toEqual([]);
  });
});

describe('listProjectChoices', () => {
  it("offers every project, newest first, with its client's name and e-mail", async () => {
    expect(await listProjectChoices(ownerWorld().deps)).toEqual([
      { id: 'project-shop', name: 'Shop', clientName: 'Bob Other', clientEmail: 'bob@example.com' },
      { id: 'project-website', name: 'Website', clientName: 'Ada Lovelace', clientEmail: 'ada@example.com' },
    ]);
  });
});
