import { describe, expect, it } from 'vitest';
import { getClientProposal } from '#application/proposals/get-client-proposal.ts';
import { listClientProposals } from '#application/proposals/list-client-proposals.ts';
import { portalWorld } from './portal-fixture.ts';

describe('listClientProposals and getClientProposal', () => {
  it('shows every status but draft, with the deposit and the remainder worked out in pence', async () => {
    const { deps, ada, asAda } = portalWorld();
    deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Hidden draft', status: 'draft' });
    deps.proposals.add({
      clientId: ada.id,
      projectId: 'p',
      title: 'Website',
      status: 'sent',
      totalAmountPence: 99_999,
      depositPercentage: 25,
    });
    const proposals = await listClientProposals(deps, asAda);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({
      title: 'Website',
      totalAmountPence: 99_999,
      depositPercentage: 25,
      depositAmountPence: 25_000,
      remainingAmountPence: 74_999,
    });
  });

  it('gives a paid proposal its deposit payment (amount, date, reference), and none to an unpaid one', async () => {
    const { deps, ada, asAda } = portalWorld();
    const paid = deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Paid', status: 'approved' });
    deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Approved', status: 'approved' });
    await deps.deposits.record({
      proposalId: paid.id,
      method: 'bank_transfer',
      amountPence: 312_500,
      reference: 'DEP-ABC123',
      providerReference: null,
      transactionDescription: 'Deposit for proposal: Paid',
      paidAt: new Date('2026-03-04T10:00:00Z'),
    });
    const proposals = await listClientProposals(deps, asAda);
    expect(proposals.find((proposal) => proposal.title === 'Paid')?.depositPayment).toEqual({
      amountPence: 312_500,
      paidAt: '2026-03-04T10:00:00.000Z',
      reference: 'DEP-ABC123',
    });
    expect(proposals.find((proposal) => proposal.title === 'Approved')?.depositPayment).toBeNull();
  });

  it('refuses a draft, another client\'s proposal or an unknown id with "Proposal Not Found"', async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    const draft = deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Draft', status: 'draft' });
    const theirs = deps.proposals.add({ clientId: bob.id, projectId: 'q', title: "Bob's" });
    const mine = deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Mine', status: 'approved' });
    expect((await getClientProposal(deps, asAda, mine.id)).status).toBe('approved');
    for (const id of [draft.id, theirs.id, 'nope'])
      await expect(getClientProposal(deps, asAda, id)).rejects.toMatchObject({
        kind: 'not_found',
        code: 'PROPOSALS.NOT_FOUND',
        message: 'Proposal Not Found',
      });
  });
});
