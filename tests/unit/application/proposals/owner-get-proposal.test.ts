import { describe, expect, it } from 'vitest';
import { getProposalForOwner } from '#application/proposals/get-proposal-for-owner.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { ownerWorld } from './owner-fixture.ts';

const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 1, d, hour));

describe('getProposalForOwner', () => {
  it('gives the proposal with its project, client, amounts, deposit reference and editability', async () => {
    const { deps, proposals, ada, website } = ownerWorld();
    const draft = proposals.add({
      id: '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
      clientId: ada.id,
      projectId: website.id,
      title: 'New website',
      status: 'draft',
      sentAt: null,
      totalAmountPence: 100_001,
      scopeItems: [{ title: 'Design', description: '', pricePence: 500 }],
    });

    const detail = await getProposalForOwner(deps, draft.id);

    expect(detail).toMatchObject({
      title: 'New website',
      status: 'draft',
      depositAmountPence: 50_001,
      remainingAmountPence: 50_000,
      scopeItems: [{ title: 'Design', description: '', pricePence: 500 }],
      project: { id: website.id, name: 'Website', status: 'active', projectTypes: ['website'] },
      client: {
        id: ada.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        company: null,
      },
      approval: null,
      payment: null,
      depositReference: 'DEP-3F2A9C1E7B4D',
      editable: true,
    });
    expect(detail.timeline.map((entry) => entry.event)).toEqual(['created']);
  });

  it('builds the timeline, oldest first, from sent, viewed, changes requested, approved and paid', async () => {
    const { deps, proposals, ada, website } = ownerWorld();
    const locked = proposals.add({
      clientId: ada.id,
      projectId: website.id,
      title: 'Done',
      status: 'locked',
      createdAt: day(1),
      sentAt: day(2),
      firstViewedAt: day(3),
      changesRequestedAt: day(3, 15),
      approvedAt: day(4),
      approval: {
        signedName: 'Ada Lovelace',
        ip: '203.0.113.9',
        userAgent: 'Firefox',
        contentSha256: 'ab'.repeat(32),
      },
      lockedAt: day(5),
    });
    proposals.payments.push({
      id: 'payment-1',
      proposalId: locked.id,
      method: 'bank_transfer',
      amountPence: 50_000,
      reference: 'DEP-X',
      providerReference: null,
      transactionId: 'transaction-1',
      paidAt: day(5),
    });

    const detail = await getProposalForOwner(deps, locked.id);

    expect(detail.timeline).toEqual([
      { event: 'created', at: day(1).toISOString() },
      { event: 'sent', at: day(2).toISOString() },
      { event: 'viewed', at: day(3).toISOString() },
      { event: 'changes_requested', at: day(3, 15).toISOString() },
      { event: 'approved', at: day(4).toISOString() },
      { event: 'deposit_paid', at: day(5).toISOString() },
    ]);
    expect(detail.approval).toEqual({
      signedName: 'Ada Lovelace',
      approvedAt: day(4).toISOString(),
      ip: '203.0.113.9',
      userAgent: 'Firefox',
      contentSha256: 'ab'.repeat(32),
    });
    expect(detail.payment).toMatchObject({
      method: 'bank_transfer',
      amountPence: 50_000,
      paidAt: day(5).toISOString(),
    });
    expect(detail.editable).toBe(false);
  });

  it('dates "sent" by the last update for a proposal sent before sent_at was recorded', async () => {
    const { deps, proposals, ada, website } = ownerWorld();
    const old = proposals.add({
      clientId: ada.id,
      projectId: website.id,
      title: 'Old',
      sentAt: null,
      updatedAt: day(7),
    });
    const detail = await getProposalForOwner(deps, old.id);
    expect(detail.timeline).toContainEqual({ event: 'sent', at: day(7).toISOString() });
  });

  it('is "Proposal Not Found" for an unknown id', async () => {
    const error = await errorOf(getProposalForOwner(ownerWorld().deps, 'nothing'));
    expect(error).toMatchObject({ kind: 'not_found', message: 'Proposal Not Found' });
  });
});
