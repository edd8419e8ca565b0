import { describe, expect, it } from 'vitest';
import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import {
  approvalLines,
  formatDate,
  formatGbp,
  pageLabel,
  paymentLine,
  paymentRows,
  referenceLine,
  scopeEntries,
  statusLabel,
} from '#infrastructure/pdf/proposal-pdf-text.ts';

const approvedAt = new Date(Date.UTC(2026, 6, 1, 13, 5));

const proposal = {
  id: '0b5e1c2a-1111-4222-8333-444455556666',
  totalAmountPence: 100_001,
  depositPercentage: 25,
  status: 'approved',
  approvedAt,
  approval: {
    signedName: 'Zoë Åström',
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    contentSha256: 'ab'.repeat(32),
  },
} as Proposal;

describe('the PDF texts', () => {
  it('formats GBP in en-GB and dates in UK time', () => {
    expect(formatGbp(123_456)).toBe('£1,234.56');
    expect(formatGbp(480_000)).toBe('£4,800.00');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe('31 December 2026');
    expect(statusLabel('client_reviewing')).toBe('Client reviewing');
    expect(pageLabel(2, 3)).toBe('Page 2 of 3');
  });

  it("numbers the scope items with the spec's fallbacks", () => {
    expect(
      scopeEntries([
        { title: 'Design', description: 'Pages', pricePence: 150_000 },
        { title: ' ', description: '', pricePence: null },
      ]),
    ).toEqual([
      { heading: '1. Design', description: 'Pages', price: '£1,500.00' },
      { heading: '2. Item 2', description: 'No description provided', price: null },
    ]);
  });

  it('lays out the payment structure, the reference and the approval', () => {
    const document = {
      proposal,
      depositAmountPence: 25_000,
      remainingAmountPence: 75_001,
    } as ProposalDocument;
    expect(paymentRows(document)).toEqual([
      { label: 'Deposit (25%)', note: 'Due on approval', amount: '£250.00' },
      { label: 'Remaining (75%)', note: 'Due on completion', amount: '£750.01' },
      { label: 'Total', note: 'Complete package', amount: '£1,000.01' },
    ]);
    expect(referenceLine(proposal)).toBe('Bank transfer reference: DEP-0B5E1C2A1111');
    // 1 July is summer time: 13:05 UTC is 14:05 in London.
    expect(approvalLines(proposal)).toEqual([
      'Approved by Zoë Åström on 1 July 2026 at 14:05',
      'IP address: 203.0.113.7',
      `Content SHA-256: ${'ab'.repeat(32)}`,
    ]);
    expect(approvalLines({ ...proposal, approval: null, approvedAt: null })).toBeNull();
  });

  it('says when and how the deposit was paid', () => {
    expect(paymentLine(null)).toBeNull();
    expect(
      paymentLine({
        id: 'pay',
        proposalId: proposal.id,
        method: 'stripe',
        amountPence: 25_000,
        reference: 'DEP-0B5E1C2A1111',
        providerReference: 'cs_test',
        transactionId: 'tx',
        paidAt: approvedAt,
      }),
    ).toBe('Deposit paid 1 July 2026 by card (Stripe) (£250.00)');
  });
});
