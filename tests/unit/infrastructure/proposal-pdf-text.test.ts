import { describe, expect, it } from 'vitest';
import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { ProposalPdfText } from '#infrastructure/pdf/proposal-pdf-text.ts';

const approvedAt = new Date(Date.UTC(2026, 6, 1, 13, 5));

const proposal = {
  id: '0b5e1c2a-1111-4222-8333-444455556666',
  totalAmountPence: 100_001,
  depositPercentage: 25,
  status: 'client_reviewing',
  revision: 3,
  revisedAt: approvedAt,
  approvedAt,
  approval: {
    signedName: 'Zoë Åström',
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    contentSha256: 'ab'.repeat(32),
  },
} as Proposal;

const london = new ProposalPdfText(emailRenderer(), { language: 'en', timeZone: 'Europe/London' });

describe('the PDF texts', () => {
  it('formats GBP in en-GB, and days and times in the reader’s zone, named', () => {
    expect(london.amount(123_456)).toBe('£1,234.56');
    expect(london.titleLines(proposal, new Date(Date.UTC(2026, 11, 31, 23, 30)))).toEqual([
      'Date: 31 December 2026    Status: Client reviewing',
      'Revision 3 of Wednesday 1 July 2026, 14:05 (Europe/London)',
    ]);
    // The same instant is already 1 January in Madrid.
    const madrid = new ProposalPdfText(emailRenderer(), { language: 'es', timeZone: 'Europe/Madrid' });
    expect(madrid.titleLines(proposal, new Date(Date.UTC(2026, 11, 31, 23, 30)))).toEqual([
      'Fecha: 1 de enero de 2027    Estado: En revisión por el cliente',
      'Revisión 3 del miércoles, 1 de julio de 2026, 15:05 (Europe/Madrid)',
    ]);
    expect(london.pageLabel(2, 3)).toBe('Page 2 of 3');
  });

  it("numbers the scope items with the spec's fallbacks", () => {
    expect(
      london.scopeEntries([
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
    expect(london.paymentRows(document)).toEqual([
      { label: 'Deposit (25%)', note: 'Due on approval', amount: '£250.00' },
      { label: 'Remaining (75%)', note: 'Due on completion', amount: '£750.01' },
      { label: 'Total', note: 'Complete package', amount: '£1,000.01' },
    ]);
    expect(london.referenceLine(proposal)).toBe('Bank transfer reference: DEP-0B5E1C2A1111');
    // 1 July is summer time: 13:05 UTC is 14:05 in London.
    expect(london.approvalLines(proposal)).toEqual([
      'Approved by Zoë Åström on Wednesday 1 July 2026, 14:05 (Europe/London)',
      'IP address: 203.0.113.7',
      `Content SHA-256: ${'ab'.repeat(32)}`,
    ]);
    expect(london.approvalLines({ ...proposal, approval: null, approvedAt: null })).toBeNull();
  });

  it('says when and how the deposit was paid', () => {
    expect(london.paymentLine(null)).toBeNull();
    expect(
      london.paymentLine({
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
