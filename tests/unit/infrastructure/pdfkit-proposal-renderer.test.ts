import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import { PdfkitProposalRenderer } from '#infrastructure/pdf/pdfkit-proposal-renderer.ts';

const at = new Date(Date.UTC(2026, 10, 24, 10));

const proposal: Proposal = {
  id: '0b5e1c2a-1111-4222-8333-444455556666',
  projectId: 'project',
  title: 'Brand for Ελένη',
  description: 'A new identity and website.',
  totalAmountPence: 480_000,
  depositPercentage: 50,
  // Enough items for the scope to run over onto more pages.
  scopeItems: Array.from({ length: 30 }, (_, index) => ({
    title: `Stage ${index + 1}`,
    description: 'Workshops, sketches and two rounds of changes. '.repeat(3),
    pricePence: 16_000,
  })),
  status: 'locked',
  revision: 1,
  revisedAt: new Date('2026-03-01T09:00:00Z'),
  createdAt: at,
  updatedAt: at,
  sentAt: at,
  firstViewedAt: at,
  changesRequestedAt: null,
  approvedAt: at,
  approval: {
    signedName: 'Zoë Åström',
    ip: '203.0.113.7',
    userAgent: null,
    contentSha256: 'c0ffee'.padEnd(64, '0'),
  },
  lockedAt: at,
};

const document: ProposalDocument = {
  proposal,
  projectName: 'Identity',
  client: { name: 'Zoë Åström', email: 'zoe@example.com', phone: null, company: 'Åström AB' },
  depositAmountPence: 240_000,
  remainingAmountPence: 240_000,
  payment: {
    id: 'payment',
    proposalId: proposal.id,
    method: 'bank_transfer',
    amountPence: 240_000,
    reference: 'DEP-0B5E1C2A1111',
    providerReference: null,
    transactionId: 'tx',
    paidAt: at,
  },
  issuer: { name: 'Personal Brand', email: 'hello@example.com', siteUrl: 'https://example.com' },
  generatedAt: at,
};

describe('PdfkitProposalRenderer', () => {
  it('renders every part over several numbered pages, non-Latin names intact, with metadata', async () => {
    const bytes = await new PdfkitProposalRenderer().render(document);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await getDocumentProxy(bytes);
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    for (const expected of [
      'Personal Brand',
      'hello@example.com',
      'Brand for Ελένη',
      'Proposal for Zoë Åström',
      'Åström AB',
      'Stage 1',
      'Stage 30',
      'Due on approval',
      'Due on completion',
      'Complete package',
      '£2,400.00',
      '£4,800.00',
      'DEP-0B5E1C2A1111',
      'Approved by Zoë Åström on 24 November 2026',
      `Content SHA-256: ${proposal.approval?.contentSha256}`,
      'Deposit paid 24 November 2026 by bank transfer',
      `Page 1 of ${totalPages}`,
      `Page ${totalPages} of ${totalPages}`,
    ])
      expect(text).toContain(expected);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Title: 'Brand for Ελένη', Author: 'Personal Brand' });
  });
});
