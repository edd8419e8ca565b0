import { describe, expect, it } from 'vitest';
import { penceToPounds, poundsToPence } from '#domain/proposals/amounts.ts';
import { normalizeSignedName, proposalContent, proposalContentSha256 } from '#domain/proposals/approval.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import {
  depositAmount,
  PROPOSAL_STATUSES,
  type ProposalStatus,
  remainingAmount,
  scopeItemsTotal,
} from '#domain/proposals/proposal.ts';
import {
  assertDeletable,
  assertEditable,
  canHappen,
  isDeletable,
  isEditable,
  nextStatus,
  type ProposalEvent,
} from '#domain/proposals/state-machine.ts';

describe('the proposal state machine', () => {
  const path: Array<[ProposalStatus, ProposalEvent, ProposalStatus]> = [
    ['draft', 'send', 'sent'],
    ['sent', 'open', 'client_reviewing'],
    ['client_reviewing', 'approve', 'approved'],
    ['approved', 'pay_deposit', 'locked'],
  ];

  it.each(path)('moves %s on %s to %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('refuses every other move, with a message that says why', () => {
    const events: ProposalEvent[] = ['send', 'open', 'approve', 'pay_deposit'];
    for (const status of PROPOSAL_STATUSES)
      for (const event of events) {
        const allowed = path.some(([from, on]) => from === status && on === event);
        expect(canHappen(status, event)).toBe(allowed);
        if (!allowed) expect(() => nextStatus(status, event)).toThrow();
      }
    expect(() => nextStatus('sent', 'send')).toThrow('This proposal has already been sent to the client.');
    expect(() => nextStatus('approved', 'approve')).toThrow('This proposal has already been approved.');
    expect(() => nextStatus('locked', 'approve')).toThrow('This proposal has already been approved.');
    expect(() => nextStatus('locked', 'pay_deposit')).toThrow(
      'The deposit for this proposal has already been paid.',
    );
    expect(() => nextStatus('client_reviewing', 'pay_deposit')).toThrow(
      'The deposit can be paid once the proposal has been approved.',
    );
  });

  it('lets the owner edit until the client approves, never after', () => {
    expect(PROPOSAL_STATUSES.filter(isEditable)).toEqual(['draft', 'sent', 'client_reviewing']);
    expect(() => assertEditable('approved')).toThrow(
      'This proposal has been approved by the client, so it can no longer be edited.',
    );
    expect(() => assertEditable('locked')).toThrow(
      'This proposal is locked: its deposit has been paid, so it can no longer be edited.',
    );
  });

  it('lets the owner delete a draft only: anything sent is a record the client has seen', () => {
    expect(PROPOSAL_STATUSES.filter(isDeletable)).toEqual(['draft']);
    for (const status of ['sent', 'client_reviewing', 'approved', 'locked'] as const)
      expect(() => assertDeletable(status)).toThrow(
        'This proposal has been sent to the client, so it can no longer be deleted.',
      );
    expect(() => assertDeletable('draft')).not.toThrow();
  });
});

describe('deposit arithmetic in pence', () => {
  it('takes 50% of £1,000.01 as £500.01 and leaves £500.00: the two always add up to the total', () => {
    expect(depositAmount(100_001, 50)).toBe(50_001);
    expect(remainingAmount(100_001, 50)).toBe(50_000);
    for (const total of [1, 99, 100_001, 333_333, 480_000])
      for (const percentage of [25, 50, 75, 100])
        expect(depositAmount(total, percentage) + remainingAmount(total, percentage)).toBe(total);
  });

  it('takes all of it at 100% and a quarter at 25%', () => {
    expect(depositAmount(480_000, 100)).toBe(480_000);
    expect(remainingAmount(480_000, 100)).toBe(0);
    expect(depositAmount(480_000, 25)).toBe(120_000);
  });

  it('reads pounds as typed and writes them back', () => {
    expect(poundsToPence('1000.01')).toBe(100_001);
    expect(poundsToPence('£1,250.5')).toBe(125_050);
    expect(poundsToPence(' 42 ')).toBe(4_200);
    expect(poundsToPence('1,000,000.00')).toBe(100_000_000);
    // A decimal comma is refused rather than read as thousands.
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12,50', '1,2345', ',5'])
      expect(poundsToPence(bad)).toBeNull();
    expect(penceToPounds(100_001)).toBe('1000.01');
    expect(penceToPounds(5)).toBe('0.05');
  });

  it('sums the priced scope items, or has no total when none is priced', () => {
    expect(
      scopeItemsTotal([
        { title: 'Design', description: '', pricePence: 120_000 },
        { title: 'Support', description: '', pricePence: null },
        { title: 'Build', description: '', pricePence: 30_050 },
      ]),
    ).toBe(150_050);
    expect(scopeItemsTotal([{ title: 'Talk', description: '', pricePence: null }])).toBeNull();
  });
});

describe('the approval record', () => {
  const proposal = {
    id: '0f8e7d6c-5b4a-4392-8170-a1b2c3d4e5f6',
    projectId: '11111111-2222-4333-8444-555555555555',
    title: 'Website',
    description: 'A new site',
    totalAmountPence: 480_000,
    depositPercentage: 50,
    scopeItems: [{ title: 'Design', description: 'Pages', pricePence: 120_000 }],
  };

  it('seals the content with a SHA-256 that changes with any word or penny', async () => {
    const sealed = await proposalContentSha256(proposal);
    expect(sealed).toMatch(/^[0-9a-f]{64}$/);
    expect(await proposalContentSha256({ ...proposal })).toBe(sealed);
    expect(await proposalContentSha256({ ...proposal, totalAmountPence: 480_001 })).not.toBe(sealed);
    expect(await proposalContentSha256({ ...proposal, title: 'Website!' })).not.toBe(sealed);
    expect(JSON.parse(proposalContent(proposal))).toMatchObject({
      title: 'Website',
      totalAmountPence: 480_000,
    });
  });

  it('keeps the typed name as signed, with its spaces tidied', () => {
    expect(normalizeSignedName('  Ada   King  Lovelace ')).toBe('Ada King Lovelace');
  });

  it('gives each proposal one bank-transfer reference short enough for a UK transfer', () => {
    const reference = depositReference(proposal.id);
    expect(reference).toBe('DEP-0F8E7D6C5B4A');
    expect(reference.length).toBeLessThanOrEqual(18);
  });
});
