import { describe, expect, it } from 'vitest';
import { getClientForStaff } from '#application/client-records/get-client-for-staff.ts';
import { ADA_ID, BEN_ID, MISSING_ID, staffWorld } from './staff-records-fixture.ts';

describe('getClientForStaff', () => {
  it("gives the client's details and only their own projects, proposals (drafts too), conversations and transactions", async () => {
    const { deps } = staffWorld();
    await deps.transactions.record(ADA_ID, { type: 'credit', amountPence: 5_000, description: 'Deposit' });
    await deps.transactions.record(ADA_ID, { type: 'debit', amountPence: 1_500, description: 'Hosting' });
    const page = await getClientForStaff(deps, ADA_ID);
    expect(page.client).toEqual({
      id: ADA_ID,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      company: null,
      balancePence: 3_500,
      // What Ada paid: the credit, not the credit less the hosting charge.
      paymentsReceivedPence: 5_000,
      joinedAt: '2026-01-01T00:00:00.000Z',
      hasSignedIn: true,
    });
    expect(page.projects.map((project) => project.name)).toEqual(['Shop']);
    expect(page.proposals.map((proposal) => proposal.title)).toEqual(['Locked', 'Approved', 'Sent', 'Draft']);
    expect(page.proposals[0]).toMatchObject({ projectName: 'Shop', totalAmountPence: 40_000 });
    expect(page.conversations.map((conversation) => conversation.title)).toEqual([
      'Shop - Initial Inquiry',
      '',
    ]);
    expect(
      page.transactions.map((row) => [row.description, row.signedAmountPence, row.balanceAfterPence]),
    ).toEqual([
      ['Hosting', -1_500, 3_500],
      ['Deposit', 5_000, 5_000],
    ]);
  });

  it('says whether the client has signed in to the portal yet', async () => {
    const { deps } = staffWorld();
    expect((await getClientForStaff(deps, BEN_ID)).client.hasSignedIn).toBe(false);
  });

  it('refuses a client that does not exist as not found', async () => {
    const { deps } = staffWorld();
    await expect(getClientForStaff(deps, MISSING_ID)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
