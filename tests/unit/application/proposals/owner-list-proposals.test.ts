import { describe, expect, it } from 'vitest';
import { listProjectChoices } from '#application/proposals/list-project-choices.ts';
import { listProposalsForOwner } from '#application/proposals/list-proposals-for-owner.ts';
import { proposalsListSchema } from '#application/proposals/schemas.ts';
import { ownerWorld } from './owner-fixture.ts';

const firstPage = proposalsListSchema.parse({});

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

    const { rows, total, page, pageCount } = await listProposalsForOwner(deps, firstPage);

    expect({ total, page, pageCount }).toEqual({ total: 2, page: 1, pageCount: 1 });
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
    expect((await listProposalsForOwner(ownerWorld().deps, firstPage)).rows).toEqual([]);
  });

  it('searches title, project and client, filters by status, sorts and pages by 25', async () => {
    const { deps, proposals, ada, bob, website, shop } = ownerWorld();
    for (let n = 0; n < 30; n += 1)
      proposals.add({ clientId: ada.id, projectId: website.id, projectName: 'Website', title: `Ada ${n}` });
    proposals.add({
      clientId: bob.id,
      projectId: shop.id,
      projectName: 'Shop',
      title: 'Cart',
      status: 'draft',
    });

    const second = await listProposalsForOwner(deps, proposalsListSchema.parse({ page: '2' }));
    expect({ total: second.total, pageCount: second.pageCount, rows: second.rows.length }).toEqual({
      total: 31,
      pageCount: 2,
      rows: 6,
    });
    const byClient = await listProposalsForOwner(deps, proposalsListSchema.parse({ q: 'bob' }));
    expect(byClient.rows.map((row) => row.title)).toEqual(['Cart']);
    const byProject = await listProposalsForOwner(deps, proposalsListSchema.parse({ q: 'SHOP' }));
    expect(byProject.total).toBe(1);
    const drafts = await listProposalsForOwner(deps, proposalsListSchema.parse({ status: 'draft' }));
    expect(drafts).toMatchObject({ total: 1, status: 'draft' });
    const byTitle = await listProposalsForOwner(
      deps,
      proposalsListSchema.parse({ sort: 'title', dir: 'desc' }),
    );
    expect(byTitle.rows[0]?.title).toBe('Cart');
    expect(byTitle).toMatchObject({ sort: 'title', dir: 'desc' });
  });

  it('reads an unreadable page, sort or status from the URL as the default', () => {
    expect(proposalsListSchema.parse({ page: 'x', sort: 'nope', status: 'gone', dir: 'up' })).toEqual({
      page: 1,
      q: '',
      sort: 'created',
    });
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
